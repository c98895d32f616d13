import type { MissingCounts } from '@store/contract/admin/translations'

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('id-ID')} ${count === 1 ? one : many}`

/** The shop's other texts still missing, as one line ('2 categories, 1 slide'); null when none. */
export function otherTextsMissing(counts: MissingCounts): string | null {
  const parts = [
    [counts.categories, 'category', 'categories'],
    [counts.category_subs, 'sub-category', 'sub-categories'],
    [counts.home_sections, 'home section', 'home sections'],
    [counts.image_sliders, 'slide', 'slides'],
    [counts.category_landings, 'landing page', 'landing pages'],
    [counts.settings, 'shop text', 'shop texts'],
  ] as const
  const named = parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => plural(count, one, many))
  return named.length > 0 ? named.join(', ') : null
}

/** '1 product' or '1.204 products' still missing a text. */
export const productsMissing = (count: number) => plural(count, 'product', 'products')
