import { handOverOrder } from '@store/contract/admin/order-actions'
import { useOrderAction } from './order-action'

/** Hands a ready pick-up to its buyer. */
export const useHandOver = (ref: string, onDone?: () => void) =>
  useOrderAction(handOverOrder, ref, onDone)
