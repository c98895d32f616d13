import { useParams } from 'react-router'
import { ProductNotFound } from '@/features/catalog/components/product-not-found'
import { ProductPage } from '@/features/catalog/components/product-page'

export function Component() {
  const { id = '' } = useParams()
  // The same rule as the server, which answers 404 for anything but a plain number.
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1) return <ProductNotFound />
  return <ProductPage key={id} id={Number(id)} />
}
