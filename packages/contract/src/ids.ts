/** The largest id an integer column holds; every id the store accepts is 1 to this. */
export const MAX_ID = 2_147_483_647

/**
 * The id rule for ids written in a URL (a path segment such as /product/12,
 * or a list filter such as category_id=6): plain digits, 1 to MAX_ID. The
 * web router, the server's page routes and the API's id schema share it, so
 * an id one side refuses is not-found on every side.
 */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null
  const id = Number(raw)
  return id >= 1 && id <= MAX_ID ? id : null
}
