import type { ReturnRequestInput, ReturnWay, ReturnWish } from '@store/contract/returns'
import type { LineChoice } from './return-line-fields'

/** Photos a request sends at most (`ReturnRequestFieldsSchema.photos`). */
export const RETURN_PHOTO_LIMIT = 6

export interface ReturnFormState {
  lines: Record<number, LineChoice>
  wish: ReturnWish
  way: ReturnWay
  showroomId: number | null
  bank: { bank_name: string; account_number: string; account_holder: string }
  photos: readonly { key: string }[]
  note: string
}

export const newRequestKey = () => crypto.randomUUID().replaceAll('-', '')

export const hasDamage = (state: ReturnFormState) =>
  Object.values(state.lines).some((line) => line.qty > 0 && line.reason === 'damaged')

/**
 * The request the form sends, shaped as the contract reads it: only chosen
 * lines, a size only for an exchange, bank details only for a refund, photos
 * only for damage. Empty choices stay empty so the contract's check names them.
 */
export function returnRequestOf(state: ReturnFormState, requestKey: string): ReturnRequestInput {
  const exchange = state.wish === 'EXCHANGE'
  const lines = Object.entries(state.lines)
    .filter(([, line]) => line.qty > 0)
    .map(([lineId, line]) => ({
      line_id: Number(lineId),
      qty: line.qty,
      reason: line.reason as ReturnRequestInput['lines'][number]['reason'],
      ...(exchange ? { exchange_size: line.size } : {}),
    }))
  const note = state.note.trim()
  return {
    lines,
    wish: state.wish,
    way: state.way,
    ...(state.way === 'COUNTER' && state.showroomId !== null
      ? { showroom_id: state.showroomId }
      : {}),
    ...(exchange ? {} : { bank: state.bank }),
    photos: hasDamage(state) ? state.photos.map((photo) => photo.key) : [],
    ...(note ? { note } : {}),
    request_key: requestKey,
  }
}
