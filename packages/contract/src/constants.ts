/**
 * Numbers and ids of the spec (sections 2 and 9) with no schema around them,
 * so the web app can use them without shipping the validation library.
 */
export const CATEGORY_IDS = { MEN: 6, WOMEN: 7, ACCESSORIES: 8 } as const
export const KIDS_GROUP_ID = 3
/** Product page size and infinite-scroll threshold (spec section 9). */
export const PRODUCT_PAGE_SIZE = 8
export const INFINITE_SCROLL_THRESHOLD = 0.6
export const MAX_PRODUCT_PAGE_SIZE = 48
export const MAX_PRODUCT_PAGE = 10_000
export const MAX_SEARCH_LENGTH = 100
/**
 * A search that is not one word over the whole catalogue counts its matches
 * exactly up to this many; past it the list says "1000+" (decision 011).
 */
export const SEARCH_COUNT_CAP = 1000
export const PRODUCT_SORTS = ['NEWEST', 'PRICE_DESC', 'PRICE_ASC'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]
export const MAX_CART_QTY = 99

/** How many notifications the header dropdown and the page show (spec section 9). */
export const NOTIFICATION_LIMITS = { dropdown: 5, page: 20 } as const

/** Stars a shopper gives; 0 in the star picker means none chosen yet (spec section 9). */
export const RATING_MIN = 1
export const RATING_MAX = 5
/** How many of a product's reviews its page shows, newest first. */
export const PRODUCT_REVIEWS_SHOWN = 5
