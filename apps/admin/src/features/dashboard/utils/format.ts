import * as m from '#messages'
import { LOCALE } from '@/i18n/locale'

export const formatPercent = (percent: number | null) =>
  percent === null
    ? '–'
    : `${percent.toLocaleString(LOCALE === 'id' ? 'id-ID' : 'en-GB', { maximumFractionDigits: 1 })}%`

export const SHIPPING_LABELS = {
  ONLINE_DELIVERY: m.courier(),
  PICKUP_ON_STORE: m.pick_up(),
} as const

export const channelLabel = (channel: string | null) => channel ?? m.not_named()

/** The brand's calm palette: ink, rust, then stone and clay tones. */
export const CHART_COLOURS = ['#1c1917', '#9a3412', '#78716c', '#c2410c', '#a8a29e', '#44403c']
