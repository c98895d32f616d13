import { addOrderNote } from '@store/contract/admin/order-actions'
import { useOrderAction } from './order-action'

/** A private note for the team; the buyer never sees it. */
export const useAddNote = (ref: string, onDone?: () => void) =>
  useOrderAction(addOrderNote, ref, onDone)
