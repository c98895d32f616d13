import { PRODUCT_PAGE_SIZE, PRODUCT_SORTS } from './constants'
import { parseId } from './ids'
import type { ProductSort } from './constants'

/**
 * The page's sort when the URL names none (spec section 9; the API's own
 * default stays NEWEST). See docs/decisions/003-default-sort.md.
 */
export const DEFAULT_PAGE_SORT: ProductSort = 'PRICE_DESC'
/** The URL's sort value for a search ordered by best match, which the request leaves unsorted. */
export const BEST_MATCH_SORT = 'BEST_MATCH'

export interface ProductListView {
  category_id?: number
  category_sub_id?: number
  group_id?: number
  sale?: 1
  search?: string
  /** Absent only for a search the shopper asked to order by best match. */
  sort?: ProductSort
  sizes?: string
  price_min?: number
  price_max?: number
}

const positiveInt = (value: string | null) => parseId(value) ?? undefined
const wholeRupiah = (value: string | null) => {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined
  const number = Number(value)
  return number <= 1_000_000_000 ? number : undefined
}

/**
 * Reads the product list's URL (/products?category_id=6&sort=PRICE_ASC…) into
 * the view it shows. Values that make no sense are dropped, not sent.
 */
export function readProductListView(params: URLSearchParams): ProductListView {
  const sort = params.get('sort')
  // A NUL can be neither stored nor searched (common.ts): it is dropped, like any value that makes no sense.
  const search = params.get('search')?.split(String.fromCharCode(0)).join('').trim().slice(0, 100)
  const sizes = params
    .get('sizes')
    ?.split(',')
    .map((size) => size.trim().toUpperCase())
    .filter((size) => /^[A-Z0-9]{1,6}$/.test(size))
    .slice(0, 20)
  const chosen = PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : undefined
  const view: ProductListView = {}
  // Best match only means something in a search (docs/decisions/004-catalogue-extras.md).
  if (!(search && sort === BEST_MATCH_SORT)) view.sort = chosen ?? DEFAULT_PAGE_SORT
  const categoryId = positiveInt(params.get('category_id'))
  const categorySubId = positiveInt(params.get('category_sub_id'))
  const groupId = positiveInt(params.get('group_id'))
  const priceMin = wholeRupiah(params.get('price_min'))
  const priceMax = wholeRupiah(params.get('price_max'))
  if (categoryId) view.category_id = categoryId
  if (categorySubId) view.category_sub_id = categorySubId
  if (groupId) view.group_id = groupId
  if (params.get('sale') === '1') view.sale = 1
  if (search) view.search = search
  if (sizes && sizes.length > 0) view.sizes = sizes.join(',')
  if (priceMin !== undefined) view.price_min = priceMin
  if (priceMax !== undefined) view.price_max = priceMax
  return view
}

/** The GET products payload for one page of a view; the first page also asks for facets. */
export function productListPayload(view: ProductListView, page: number) {
  return {
    ...view,
    page,
    limit: PRODUCT_PAGE_SIZE,
    ...(page === 1 ? ({ facets: 1 } as const) : {}),
  }
}
