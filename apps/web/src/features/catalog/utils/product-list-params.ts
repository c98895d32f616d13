import type { ProductSort } from '@store/contract/constants'
import { BEST_MATCH_SORT, DEFAULT_PAGE_SORT } from '@store/contract/product-list-url'
import type { ProductListView } from '@store/contract/product-list-url'

type ParamChanges = Record<string, string | number | undefined>

/** A copy of the list's URL parameters with some set, and those given as undefined or '' removed. */
export function withParams(params: URLSearchParams, changes: ParamChanges): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key)
    else next.set(key, String(value))
  }
  return next
}

/** Choosing a category starts a new scope: the size and price choices of the old one no longer apply. */
export function withScope(
  params: URLSearchParams,
  scope: { category_id?: number; category_sub_id?: number },
) {
  return withParams(params, {
    category_id: scope.category_id,
    category_sub_id: scope.category_sub_id,
    group_id: undefined,
    sizes: undefined,
    price_min: undefined,
    price_max: undefined,
  })
}

/**
 * The URL's sort value for a sort the shopper chose: the page default is left
 * out, so shared links stay short; no sort (a search's best match) is named.
 */
export const sortParam = (sort: ProductSort | undefined) =>
  sort === undefined ? BEST_MATCH_SORT : sort === DEFAULT_PAGE_SORT ? undefined : sort

export function selectedSizes(view: ProductListView): string[] {
  return view.sizes ? view.sizes.split(',') : []
}

export function toggleSize(view: ProductListView, sizeCode: string): string | undefined {
  const sizes = selectedSizes(view)
  const next = sizes.includes(sizeCode)
    ? sizes.filter((size) => size !== sizeCode)
    : [...sizes, sizeCode]
  return next.length > 0 ? next.join(',') : undefined
}

export interface PriceBand {
  min: number
  max: number | null
}

/** A band's upper bound is exclusive while the API's price_max is inclusive, hence the minus one. */
export function priceBandParams(band: PriceBand) {
  return {
    price_min: band.min > 0 ? band.min : undefined,
    price_max: band.max === null ? undefined : band.max - 1,
  }
}

export function isPriceBandActive(view: ProductListView, band: PriceBand): boolean {
  const { price_min, price_max } = priceBandParams(band)
  return (
    (view.price_min ?? 0) === (price_min ?? 0) &&
    view.price_max === price_max &&
    hasPriceFilter(view)
  )
}

export const hasPriceFilter = (view: ProductListView) =>
  view.price_min !== undefined || view.price_max !== undefined

export const hasRefinements = (view: ProductListView) => Boolean(view.sizes) || hasPriceFilter(view)
