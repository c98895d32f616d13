import { markOrderAttentionHandled } from '@store/contract/admin/order-actions'
import { useOrderAction } from './order-action'

/** Says an order flagged for a person has been dealt with. */
export const useMarkAttentionHandled = (ref: string, onDone?: () => void) =>
  useOrderAction(markOrderAttentionHandled, ref, onDone)
