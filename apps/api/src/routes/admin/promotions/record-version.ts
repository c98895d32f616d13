import { createHash } from 'node:crypto'
import { PROMOTION_MESSAGES } from '@store/contract/admin/promotion-fields'
import { HttpError } from '../../../lib/http-errors'

/**
 * A short fingerprint of what staff edit on a record. The tables have no
 * version column, so the record's own fields are the version: an edit sent
 * from an older reading is refused instead of silently undoing a colleague's.
 */
export function recordVersion(fields: unknown): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 16)
}

export function checkVersion(current: string, sent: string) {
  if (current !== sent) throw new HttpError(409, PROMOTION_MESSAGES.changedMeanwhile)
}
