import type { FastifyInstance } from 'fastify'
import { readProductListView, productListPayload } from '@store/contract/product-list-url'
import { KIDS_GROUP_ID, ProductListQuerySchema } from '@store/contract/catalog'
import { requestKey, toQueryString } from '@store/contract/request-key'
import { createCategoryRepository } from '../routes/catalog/category.repository'
import { createProductListRepository } from '../routes/catalog/product-list.repository'
import { createProductRepository } from '../routes/catalog/product.repository'
import { createHomeRepository } from '../routes/home/home.repository'
import { STORE_NAME, STORE_TAGLINE, productJsonLd } from './page-meta'
import type { PageMeta } from './page-meta'

const STATIC_TITLES: Record<string, string> = {
  '/cart': 'Your Cart',
  '/checkout': 'Checkout',
  '/sign-in': 'Sign In',
  '/sign-up': 'Create an Account',
  '/forgot-password': 'Forgot Password',
  '/hashtag': '#KAINARAEVERYDAY',
  '/stores': 'Our Stores',
  '/stores/online-delivery': 'How Online Delivery Works',
  '/stores/pickup-on-store': 'How Store Pickup Works',
  '/faq': 'Frequently Asked Questions',
  '/tnc': 'Terms and Conditions',
  '/privacy-policy': 'Kebijakan Privasi',
  '/notifications': 'Notifications',
  '/fashion': 'Fashion',
  '/payment/response': 'Thank You',
  '/delete-account': 'Delete Account',
}
const PRIVATE = [
  '/cart',
  '/checkout',
  '/notifications',
  '/payment/response',
  '/delete-account',
  '/account',
]

const title = (page: string) => `${page} | ${STORE_NAME}`

export function createPageResolver(app: FastifyInstance) {
  const products = createProductRepository(app.db)
  const productList = createProductListRepository(app.db)
  const categories = createCategoryRepository(app.db)
  const home = createHomeRepository(app.db)

  async function productPage(id: number, path: string, origin: string): Promise<PageMeta> {
    const product = await products.findProduct(id)
    if (!product) {
      return {
        title: title('Product Not Found'),
        description: 'This product is no longer available.',
        type: 'website',
        status: 404,
        noindex: true,
      }
    }
    return {
      title: title(product.product_name),
      description: product.short_description,
      image: product.product_images[0]?.image_url,
      type: 'product',
      status: 200,
      jsonLd: productJsonLd(product, origin, path),
      initialData: { [requestKey('product', { id })]: { product } },
    }
  }

  async function listPage(params: URLSearchParams): Promise<PageMeta> {
    const view = readProductListView(params)
    const payload = productListPayload(view, 1)
    // Parsed from the query string exactly as the page's own request will be.
    const query = Object.fromEntries(new URLSearchParams(toQueryString(payload)))
    const list = await productList.listProducts(ProductListQuerySchema.parse(query))
    let heading = 'All Products'
    let description = `Shop ${list.product_count} pieces of ${STORE_TAGLINE.toLowerCase()}.`
    if (view.category_sub_id) {
      const sub = await categories.findCategorySub(view.category_sub_id)
      if (sub) [heading, description] = [`${sub.category.name} ${sub.name}`, sub.cover_text]
    } else if (view.category_id) {
      const category = await categories.findCategory(view.category_id)
      if (category) [heading, description] = [category.name, category.cover_text]
    } else if (view.group_id === KIDS_GROUP_ID) heading = 'Kids'
    if (view.sale) heading = `Sale: ${heading}`
    if (view.search) heading = `Search results for "${view.search}"`
    return {
      title: title(heading),
      description,
      image: list.products[0]?.product_images[0]?.image_url,
      type: 'website',
      status: 200,
      noindex: Boolean(view.search),
      initialData: { [requestKey('products', payload)]: list },
    }
  }

  return async function resolvePage(
    path: string,
    params: URLSearchParams,
    origin: string,
  ): Promise<PageMeta> {
    const productMatch = /^\/product\/(\d{1,10})\/?$/.exec(path)
    if (productMatch) return productPage(Number(productMatch[1]), path, origin)
    if (path.startsWith('/product/')) {
      return {
        title: title('Product Not Found'),
        description: 'This product is no longer available.',
        type: 'website',
        status: 404,
        noindex: true,
      }
    }
    if (path === '/products') return listPage(params)
    if (path === '/' || path.startsWith('/shop/') || path === '/hashtag') {
      const data = await home.getHomePage()
      return {
        title:
          path === '/'
            ? `${STORE_NAME} | ${STORE_TAGLINE}`
            : title(
                path === '/hashtag'
                  ? data.hashtag_section_title
                  : path.endsWith('/men')
                    ? 'Men'
                    : 'Women',
              ),
        description:
          'Shop linen, batik, dresses and accessories from KAINARA. Free store pickup at our showrooms across Indonesia and delivery within 1x24 hours.',
        image: data.image_sliders[0]?.media_url,
        type: 'website',
        status: 200,
        initialData: { [requestKey('master/page/home')]: data },
      }
    }
    const staticTitle =
      STATIC_TITLES[path] ?? (path.startsWith('/account') ? 'My Account' : undefined)
    return {
      title: staticTitle ? title(staticTitle) : `${STORE_NAME} | ${STORE_TAGLINE}`,
      description: `${STORE_NAME}: ${STORE_TAGLINE}.`,
      type: 'website',
      status: 200,
      noindex: PRIVATE.some((prefix) => path.startsWith(prefix)),
    }
  }
}
