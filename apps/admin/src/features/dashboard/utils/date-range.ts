import { DEFAULT_RANGE_DAYS } from '@store/contract/admin/dashboard'
import type { DashboardQuery } from '@store/contract/admin/dashboard'

/** The quick ranges offered beside the two dates. */
export const PRESETS = [7, 30, 90] as const

/** Days back from `to`, both included, as 'YYYY-MM-DD'. */
export function daysBack(to: string, days: number): string {
  const date = new Date(`${to}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - (days - 1))
  return date.toISOString().slice(0, 10)
}

/**
 * The range a quick button asks for, ending on the last day shown: the default
 * range is no range at all, so its address stays the dashboard's own.
 */
export const presetRange = (days: number, to: string) =>
  days === DEFAULT_RANGE_DAYS ? null : { from: daysBack(to, days), to }

/** The range in the address; the server reads what is missing as the last 30 days. */
export const rangeOf = (params: URLSearchParams): DashboardQuery => ({
  from: params.get('from') || undefined,
  to: params.get('to') || undefined,
})
