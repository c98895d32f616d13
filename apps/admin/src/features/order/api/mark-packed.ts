import { markOrderPacked } from '@store/contract/admin/order-actions'
import { useOrderAction } from './order-action'

/** Marks a courier order packed. */
export const useMarkPacked = (ref: string, onDone?: () => void) =>
  useOrderAction(markOrderPacked, ref, onDone)
