export const formatPercent = (percent: number | null) =>
  percent === null ? '–' : `${percent.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`

export const SHIPPING_LABELS = { ONLINE_DELIVERY: 'Courier', PICKUP_ON_STORE: 'Pick-up' } as const

export const channelLabel = (channel: string | null) => channel ?? 'Not named'

/** The brand's calm palette: ink, rust, then stone and clay tones. */
export const CHART_COLOURS = ['#1c1917', '#9a3412', '#78716c', '#c2410c', '#a8a29e', '#44403c']
