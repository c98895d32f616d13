import { setOrderWaybill } from '@store/contract/admin/order-actions'
import { useOrderAction } from './order-action'

/** A waybill booked in the courier's own portal, entered by hand. */
export const useSetWaybill = (ref: string, onDone?: () => void) =>
  useOrderAction(setOrderWaybill, ref, onDone)
