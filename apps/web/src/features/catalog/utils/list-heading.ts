import type { ProductListView } from '@store/contract/product-list-url'

/** Which category or sub-category the heading is drawn from: a search has neither. */
export function headingSources(view: ProductListView): { category?: number; sub?: number } {
  if (view.search) return {}
  if (view.category_sub_id !== undefined) return { sub: view.category_sub_id }
  return view.category_id !== undefined ? { category: view.category_id } : {}
}
