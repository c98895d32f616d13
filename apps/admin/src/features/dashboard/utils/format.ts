import * as m from '#messages'
import type { Dashboard } from '@store/contract/admin/dashboard'
import { LOCALE, formatRupiah } from '@/i18n/locale'

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

/** Whether these figures carry the shop's money: an account outside MONEY_ROLES is sent none. */
export const hasMoney = (figures: Dashboard) => figures.totals.revenue !== null

/** An amount of the figures; a dash where the account is not sent it. */
export const amount = (value: number | null) => (value === null ? '–' : formatRupiah(value))
