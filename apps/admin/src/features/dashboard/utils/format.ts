import { formatPrice } from '@store/contract/pricing'
import { TRX_STATUS_LABELS } from '@store/contract/order-status'
import type { TrxStatus } from '@store/contract/order-status'

export { formatPrice }

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** '2026-11-26' as '26 Nov', or '26 Nov 2026' with the year. */
export function formatDay(day: string, withYear = false): string {
  const [year, month = 1, date] = day.split('-').map(Number)
  return `${date} ${MONTHS[month - 1] ?? ''}${withYear ? ` ${year}` : ''}`
}

/** 1.250.000 as '1.25M' on an axis, where a full price does not fit. */
export function formatShortRupiah(amount: number): string {
  if (amount >= 1_000_000) return `${Math.round(amount / 10_000) / 100}M`
  if (amount >= 1_000) return `${Math.round(amount / 1_000)}k`
  return String(amount)
}

export const formatPercent = (percent: number | null) =>
  percent === null ? '–' : `${percent.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`

export const statusLabel = (status: TrxStatus) => TRX_STATUS_LABELS[status]

export const SHIPPING_LABELS = { ONLINE_DELIVERY: 'Courier', PICKUP_ON_STORE: 'Pick-up' } as const

export const channelLabel = (channel: string | null) => channel ?? 'Not named'

/** The brand's calm palette: ink, rust, then stone and clay tones. */
export const CHART_COLOURS = ['#1c1917', '#9a3412', '#78716c', '#c2410c', '#a8a29e', '#44403c']
