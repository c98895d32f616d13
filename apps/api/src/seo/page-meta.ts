import type { Product } from '@store/contract/catalog'
import { finalPrice } from '@store/contract/pricing'

export interface PageMeta {
  title: string
  description: string
  image?: string | undefined
  type: 'website' | 'product'
  status: number
  jsonLd?: Record<string, unknown>
  /** API responses the page will ask for first, keyed by their request path. */
  initialData?: Record<string, unknown>
  noindex?: boolean
}

export const STORE_NAME = 'KAINARA'
export const STORE_TAGLINE = 'Indonesian fashion for every day: linen, batik and easy tailoring'

export function productJsonLd(product: Product, origin: string, path: string) {
  const price = finalPrice(product.net_price, product.direct_discount)
  const available = product.sizes.some((size) => size.is_available === 1)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_name,
    sku: product.product_code,
    description: product.short_description,
    image: product.product_images.map((image) => `${origin}${image.image_url}`),
    brand: { '@type': 'Brand', name: STORE_NAME },
    color: product.colour,
    category: `${product.category.name} > ${product.category_sub.name}`,
    offers: {
      '@type': 'Offer',
      url: `${origin}${path}`,
      priceCurrency: 'IDR',
      price,
      availability: available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  }
}
