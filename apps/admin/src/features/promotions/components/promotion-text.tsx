import type { PromotionState } from '@store/contract/admin/promotion-fields'
import { formatDateTime, formatRupiah } from '@/i18n/locale'

const STATE_LOOK: Record<PromotionState, { label: string; className: string }> = {
  RUNNING: { label: 'Running', className: 'bg-green-50 text-ok ring-green-200' },
  SCHEDULED: { label: 'Scheduled', className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  EXPIRED: { label: 'Expired', className: 'bg-stone-100 text-muted ring-stone-200' },
  USED_UP: { label: 'Used up', className: 'bg-stone-100 text-muted ring-stone-200' },
  OFF: { label: 'Switched off', className: 'bg-red-50 text-danger ring-red-200' },
}

export function StateBadge({ state }: { state: PromotionState }) {
  const look = STATE_LOOK[state]
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${look.className}`}
    >
      {look.label}
    </span>
  )
}

/** '15% up to IDR 75.000 + IDR 10.000': what the promotion takes off, as staff say it. */
export function describeDiscount(promo: {
  disc_percent: number
  disc_nominal: number
  disc_max?: number
}) {
  const parts: string[] = []
  if (promo.disc_percent > 0)
    parts.push(
      `${promo.disc_percent}%${promo.disc_max ? ` up to ${formatRupiah(promo.disc_max)}` : ''}`,
    )
  if (promo.disc_nominal > 0) parts.push(formatRupiah(promo.disc_nominal))
  return parts.join(' + ')
}

/** The window in WIB: 'from … until …', or 'Always' when it has no bounds. */
export function describeWindow(promo: { starts_at: string | null; ends_at: string | null }) {
  if (!promo.starts_at && !promo.ends_at) return 'Always'
  if (!promo.starts_at) return `Until ${formatDateTime(promo.ends_at)}`
  if (!promo.ends_at) return `From ${formatDateTime(promo.starts_at)}`
  return `${formatDateTime(promo.starts_at)} – ${formatDateTime(promo.ends_at)}`
}

export const FILTER_LABELS = {
  ALL: 'All',
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  OFF: 'Switched off',
} as const
