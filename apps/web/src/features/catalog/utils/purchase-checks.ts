import type { StockCheck } from '../api/check-stock-location'

// The contract's schemas (and the validation library) load on the first
// check, not with the product page: the rules and their words stay the
// contract's own.
const loadSchemas = async () => {
  const [{ AddCartItemInputSchema }, { CheckStockLocationInputSchema }] = await Promise.all([
    import('@store/contract/cart'),
    import('@store/contract/showrooms'),
  ])
  return {
    stockCheck: CheckStockLocationInputSchema,
    addToCart: AddCartItemInputSchema.pick({ product_detail_id: true, size: true, qty: true }),
  }
}

export interface PurchaseChoice {
  productId: number | undefined
  size: string | undefined
  qty: number
}

const toInput = (choice: PurchaseChoice) => ({
  product_detail_id: choice.productId,
  size: choice.size ?? '',
  qty: choice.qty,
})

/** The first rule of spec section 5 a stock check breaks, in the spec's words, or null. */
export async function stockCheckProblem(choice: PurchaseChoice): Promise<string | null> {
  const parsed = (await loadSchemas()).stockCheck.safeParse(toInput(choice))
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null)
}

export async function addToCartProblem(choice: PurchaseChoice): Promise<string | null> {
  const parsed = (await loadSchemas()).addToCart.safeParse(toInput(choice))
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null)
}

export const stockCheckInput = (choice: PurchaseChoice): StockCheck => ({
  product_detail_id: choice.productId ?? 0,
  size: choice.size ?? '',
  qty: choice.qty,
})
