import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { escapeLike } from '@store/db/catalog/product-filters'
import { PAID_TRX_STATUSES } from '@store/contract/order-status'

/** Orders whose payment was received count towards what a customer has spent. */
export const paidOrder = (alias: string) =>
  sql.raw(`${alias}.status in (${PAID_TRX_STATUSES.map((status) => `'${status}'`).join(', ')})`)

/**
 * The ways a phone number may be typed: only its digits count, and an
 * Indonesian number is found whether written +62 8… or 08….
 */
export function phoneDigits(search: string): string[] {
  const digits = search.replace(/\D/g, '')
  if (digits.length < 4) return []
  if (digits.startsWith('62')) return [digits, `0${digits.slice(2)}`]
  if (digits.startsWith('0')) return [digits, `62${digits.slice(1)}`]
  return [digits]
}

/** `column` holds one of the typed phone forms, whatever the spaces and dashes. */
export function phoneMatches(column: SQL, search: string): SQL | null {
  const forms = phoneDigits(search)
  if (forms.length === 0) return null
  return sql.join(
    forms.map(
      (form) =>
        sql`regexp_replace(coalesce(${column}, ''), '\\D', '', 'g') like ${`%${escapeLike(form)}%`}`,
    ),
    sql` or `,
  )
}

export const containsPattern = (search: string) => `%${escapeLike(search)}%`

/** Timestamps of raw rows arrive as Date or text depending on the driver. */
export const asDate = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value)
