import * as m from '#messages'
import type { PromotionState } from '@store/contract/admin/promotion-fields'
import type { BundlingType } from '@store/contract/admin/promo-bundles'
import { formatDateTime, formatRupiah } from '@/i18n/locale'

const STATE_LOOK: Record<PromotionState, { label: string; className: string }> = {
  RUNNING: { label: m.promotions_running(), className: 'bg-green-50 text-ok ring-green-200' },
  SCHEDULED: {
    label: m.promotions_scheduled(),
    className: 'bg-amber-50 text-amber-900 ring-amber-200',
  },
  EXPIRED: { label: m.promotions_expired(), className: 'bg-stone-100 text-muted ring-stone-200' },
  USED_UP: { label: m.promotions_used_up(), className: 'bg-stone-100 text-muted ring-stone-200' },
  OFF: { label: m.promotions_switched_off(), className: 'bg-red-50 text-danger ring-red-200' },
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
      promo.disc_max
        ? m.promotions_percent_up_to({
            percent: promo.disc_percent,
            cap: formatRupiah(promo.disc_max),
          })
        : `${promo.disc_percent}%`,
    )
  if (promo.disc_nominal > 0) parts.push(formatRupiah(promo.disc_nominal))
  return parts.join(' + ')
}

/** The window in WIB: 'from … until …', or 'Always' when it has no bounds. */
export function describeWindow(promo: { starts_at: string | null; ends_at: string | null }) {
  if (!promo.starts_at && !promo.ends_at) return m.promotions_always()
  if (!promo.starts_at) return m.promotions_until({ at: formatDateTime(promo.ends_at) })
  if (!promo.ends_at) return m.promotions_from({ at: formatDateTime(promo.starts_at) })
  return `${formatDateTime(promo.starts_at)} – ${formatDateTime(promo.ends_at)}`
}

export const FILTER_LABELS = {
  ALL: m.all(),
  ACTIVE: m.promotions_active(),
  EXPIRED: m.promotions_expired(),
  OFF: m.promotions_switched_off(),
} as const

/** '3 products', '1 sub-category': how many targets of a bundle's kind. */
export function targetCount(type: BundlingType, count: number) {
  if (type === 'GROUP') return m.promotions_group_count({ count })
  if (type === 'SUB_GROUP') return m.promotions_sub_category_count({ count })
  return m.promotions_product_count({ count })
}
