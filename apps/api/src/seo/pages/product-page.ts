import { IMAGE_SIZES } from '@store/contract/media'
import { requestKey } from '@store/contract/request-key'
import type { Product } from '@store/contract/catalog'
import { pageTitle, productJsonLd } from '../page-meta'
import type { PageMeta } from '../page-meta'

/** Where the product page reads its product (the cached answer of the product call). */
interface ProductReads {
  findProduct(id: number): Promise<Product | null>
}

function productNotFoundPage(): PageMeta {
  return {
    title: pageTitle('Product Not Found'),
    description: 'This product does not exist or is no longer available.',
    type: 'website',
    status: 404,
    noindex: true,
    initialData: {},
    preloadImages: [],
    routeModule: 'product',
  }
}

export async function productPage(
  products: ProductReads,
  id: number | null,
  origin: string,
): Promise<PageMeta> {
  const product = id === null ? null : await products.findProduct(id)
  if (!product) return productNotFoundPage()
  const cover = product.product_images[0]?.image_url
  return {
    title: pageTitle(product.product_name),
    description: product.short_description,
    image: cover,
    type: 'product',
    status: 200,
    jsonLd: productJsonLd(product, origin, `/product/${product.id}`),
    initialData: { [requestKey('product', { id: product.id })]: { product } },
    preloadImages: cover ? [{ href: cover, sizes: IMAGE_SIZES.gallery }] : [],
    routeModule: 'product',
    canonicalPath: `/product/${product.id}`,
  }
}
