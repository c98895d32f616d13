/** What a list answer says about its size; no schema, so the web app can use it freely. */
export interface ProductCountAnswer {
  products: readonly unknown[]
  product_count: number
  product_count_capped?: true
}

/** N of 'Found N Items': a search past the count cap reads '1000+' (decision 011). */
export const productCountLabel = (answer: ProductCountAnswer) =>
  answer.product_count_capped ? `${answer.product_count}+` : String(answer.product_count)

/**
 * Spec section 4: stop once the loaded count reaches the total count. Past a
 * capped count, the list goes on while pages come back full.
 */
export function hasMorePages(lastPage: ProductCountAnswer, loaded: number, pageSize: number) {
  if (lastPage.products.length === 0) return false
  if (loaded < lastPage.product_count) return true
  return lastPage.product_count_capped === true && lastPage.products.length === pageSize
}
