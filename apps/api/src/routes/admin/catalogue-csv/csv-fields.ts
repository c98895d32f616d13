import { cellIsStorable, readFlag } from '@store/contract/admin/catalogue-csv'
import { PRODUCT_STATUSES } from '@store/contract/admin/product-publishing'
import type { ProductStatus } from '@store/contract/admin/product-publishing'

/** A column's problem in one row, or its value. */
export type Cell<T> = { ok: true; value: T } | { ok: false; message: string }

const ok = <T>(value: T): Cell<T> => ({ ok: true, value })
const problem = (message: string): Cell<never> => ({ ok: false, message })

export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/

export function readText(
  value: string,
  label: string,
  max: number,
  required: boolean,
): Cell<string> {
  if (!value) return required ? problem(`${label} is required.`) : ok('')
  if (!cellIsStorable(value)) return problem(`${label} contains a character that cannot be used.`)
  if ([...value].length > max) return problem(`${label} is longer than ${max} characters.`)
  return ok(value)
}

export function readCode(value: string, label: string): Cell<string> {
  if (!value) return problem(`${label} is required.`)
  if (!CODE_PATTERN.test(value))
    return problem(
      `${label} "${value.slice(0, 40)}" may hold only letters, digits, '.', '_' and '-' (40 at most).`,
    )
  return ok(value)
}

/** A whole number as a spreadsheet may write it: 150000, 150.000 or 150,000 (never a fraction). */
export function readWhole(value: string, label: string, min: number, max: number): Cell<number> {
  const digits = value.replace(/[.,\s](?=\d{3}(\D|$))/g, '')
  if (!/^\d{1,12}$/.test(digits)) return problem(`${label} must be a whole number, such as 150000.`)
  const number = Number(digits)
  if (number < min || number > max)
    return problem(
      `${label} must be from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}.`,
    )
  return ok(number)
}

/** draft, published or archived, in any case. */
export function readStatus(value: string): Cell<ProductStatus> {
  const status = value.trim().toUpperCase()
  return (PRODUCT_STATUSES as readonly string[]).includes(status)
    ? ok(status as ProductStatus)
    : problem('status must be draft, published or archived.')
}

export function readYesNo(value: string, label: string): Cell<boolean> {
  const flag = readFlag(value)
  return flag === null ? problem(`${label} must be yes or no.`) : ok(flag)
}
