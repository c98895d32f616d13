/** The largest id an integer column holds; every id the store accepts is 1 to this. */
export const MAX_ID = 2_147_483_647

/** An id as text: decimal digits and nothing else ('1e1', '+5', ' 5', '5.0' are not ids). */
export const ID_DIGITS = /^\d+$/
/** One written form per id, so /product/05 is not a second address of product 5. */
export const ID_TEXT = /^(?:0|[1-9]\d*)$/

/**
 * The id rule for ids written as text (a path segment such as /product/12, a
 * list filter such as category_id=6, or any query or body value the API reads
 * as an id): ID_TEXT, 1 to MAX_ID. The web router, the server's page routes and
 * the API's id schemas (common.ts) share it, so an id one side refuses is
 * refused on every side.
 */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !ID_TEXT.test(raw)) return null
  const id = Number(raw)
  return id >= 1 && id <= MAX_ID ? id : null
}
