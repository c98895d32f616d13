import { IMAGE_SIZES } from '@store/contract/media'
import { requestKey } from '@store/contract/request-key'
import type { Product } from '@store/contract/catalog'
import { WORDS } from '@store/contract/i18n/words'
import { localizedPath } from '@store/contract/locale'
import type { Locale } from '@store/contract/locale'
import { pageTitle, productJsonLd } from '../page-meta'
import type { PageMeta } from '../page-meta'

/** Where the product page reads its product (the cached answer of the product call). */
interface ProductReads {
  findProduct(id: number): Promise<Product | null>
}

function productNotFoundPage(locale: Locale): PageMeta {
  const words = WORDS[locale]
  return {
    title: pageTitle(words.page_product_not_found()),
    description: words.meta_product_not_found(),
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
  locale: Locale,
): Promise<PageMeta> {
  const product = id === null ? null : await products.findProduct(id)
  if (!product) return productNotFoundPage(locale)
  const path = localizedPath(`/product/${product.id}`, locale)
  const cover = product.product_images[0]?.image_url
  return {
    title: pageTitle(product.product_name),
    description: product.short_description,
    image: cover,
    type: 'product',
    status: 200,
    jsonLd: productJsonLd(product, origin, path),
    initialData: { [requestKey('product', { id: product.id })]: { product } },
    preloadImages: cover ? [{ href: cover, sizes: IMAGE_SIZES.gallery }] : [],
    routeModule: 'product',
    canonicalPath: path,
  }
}
