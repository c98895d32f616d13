import { cancelPaidOrder } from '@store/contract/admin/order-cancel'
import { useOrderAction } from './order-action'

/** Cancels a paid order: its units back in stock, the refund recorded as owed. */
export const useCancelOrder = (ref: string, onDone?: () => void) =>
  useOrderAction(cancelPaidOrder, ref, onDone)
