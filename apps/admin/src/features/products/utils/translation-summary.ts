import * as m from '#messages'
import type { MissingCounts } from '@store/contract/admin/translations'

type CountMessage = (inputs: { count: number; shown: string }) => string

/** The count written as the back office writes numbers ('1.204'), its noun by the catalogue's plural. */
const counted = (message: CountMessage, count: number) =>
  message({ count, shown: count.toLocaleString('id-ID') })

/** The shop's other texts still missing, as one line ('2 categories, 1 slide'); null when none. */
export function otherTextsMissing(counts: MissingCounts): string | null {
  const parts = [
    [counts.categories, m.products_missing_categories],
    [counts.category_subs, m.products_missing_category_subs],
    [counts.home_sections, m.products_missing_home_sections],
    [counts.image_sliders, m.products_missing_slides],
    [counts.category_landings, m.products_missing_landings],
    [counts.settings, m.products_missing_settings],
  ] as const
  const named = parts
    .filter(([count]) => count > 0)
    .map(([count, message]) => counted(message, count))
  return named.length > 0 ? named.join(', ') : null
}

/** '1 product' or '1.204 products'. */
export const productCount = (count: number) => counted(m.products_count, count)
