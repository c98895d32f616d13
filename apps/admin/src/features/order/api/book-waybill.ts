import { bookOrderWaybill } from '@store/contract/admin/order-actions'
import { useOrderAction } from './order-action'

/** Books the courier's waybill through the courier interface. */
export const useBookWaybill = (ref: string, onDone?: () => void) =>
  useOrderAction(bookOrderWaybill, ref, onDone)
