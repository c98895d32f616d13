import { ProductListPage } from '@/features/catalog/components/product-list-page'

export function Component() {
  return <ProductListPage />
}
