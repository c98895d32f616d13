import { round } from '../table'

/** The name the reference page goes by in every table and in the results file. */
export const REFERENCE = 'reference'

/** The middle value, or the mean of the two middle ones; null when there is none. */
export function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b)
  if (known.length === 0) return null
  const upper = Math.floor(known.length / 2)
  return known.length % 2 ? known[upper]! : (known[upper - 1]! + known[upper]!) / 2
}

export interface Spread {
  min: number
  median: number
  max: number
}

export function spread(values: readonly (number | null)[]): Spread | null {
  const known = values.filter((value): value is number => value !== null)
  const middle = median(known)
  if (middle === null) return null
  return { min: Math.min(...known), median: middle, max: Math.max(...known) }
}

/** A page's figure beside the reference's: the difference, and the ratio page / reference. */
export interface Versus {
  page: number | null
  reference: number | null
  difference: number | null
  /** Null when the reference's figure is 0: a ratio to nothing says nothing, the difference does. */
  ratio: number | null
}

export function versus(page: number | null, reference: number | null): Versus {
  const known = page !== null && reference !== null
  return {
    page,
    reference,
    difference: known ? round(page - reference, 1) : null,
    ratio: known && reference !== 0 ? round(page / reference, 2) : null,
  }
}

/** A figure for a table cell: '-' when it is not known. */
export const cell = (value: number | null, digits = 1) =>
  value === null ? '-' : round(value, digits)
