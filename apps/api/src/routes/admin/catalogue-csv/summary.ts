import type { CsvSummary } from '@store/contract/admin/catalogue-csv'
import type { ProductImport } from './check-rows'
import type { PlannedProduct } from './diff-import'

/** The counts of what an import writes: only what differs from the store (decision 101). */
export function summaryOf(plan: PlannedProduct[], products: ProductImport[]): CsvSummary {
  const sizes = plan.flatMap((product) => product.sizes)
  return {
    rows: products.reduce((sum, product) => sum + product.sizes.length, 0),
    products_created: plan.filter((product) => product.id === null).length,
    products_updated: plan.filter(
      (product) =>
        product.id !== null && (Object.keys(product.fields).length > 0 || product.sizes.length > 0),
    ).length,
    sizes_created: sizes.filter((size) => size.id === null).length,
    stock_cells: sizes.reduce((sum, size) => sum + size.stock.length, 0),
  }
}
