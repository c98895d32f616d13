import { KIDS_GROUP_ID, ProductListQuerySchema } from '@store/contract/catalog'
import type { Category, CategorySub } from '@store/contract/catalog'
import { productListPayload, readProductListView } from '@store/contract/product-list-url'
import { requestKey, toQueryString } from '@store/contract/request-key'
import type { createCategoryRepository } from '../../routes/catalog/category.repository'
import type { createProductListRepository } from '../../routes/catalog/product-list.repository'
import { STORE_TAGLINE, pageTitle } from '../page-meta'
import type { PageMeta, PreloadImage } from '../page-meta'

interface ListRepositories {
  productList: ReturnType<typeof createProductListRepository>
  categories: ReturnType<typeof createCategoryRepository>
}

/** The cover the list shows: a sub-category's own when show_cover is 1, else its category's. */
const coverOf = (sub: CategorySub | null, category: Category | null) =>
  sub
    ? sub.show_cover === 1
      ? sub.cover_image_url
      : sub.category.cover_image_url
    : category?.cover_image_url

export async function listPage(
  { productList, categories }: ListRepositories,
  params: URLSearchParams,
): Promise<PageMeta> {
  const view = readProductListView(params)
  const payload = productListPayload(view, 1)
  // Parsed from the query string exactly as the page's own request will be.
  const query = ProductListQuerySchema.safeParse(
    Object.fromEntries(new URLSearchParams(toQueryString(payload))),
  )
  // A list the API would refuse is left to the page's own request, whose 400 tells the shopper why.
  const list = query.success ? await productList.listProducts(query.data) : null
  const initialData: Record<string, unknown> = list
    ? { [requestKey('products', payload)]: list }
    : {}

  const sub = view.category_sub_id ? await categories.findCategorySub(view.category_sub_id) : null
  const category =
    !view.category_sub_id && view.category_id
      ? await categories.findCategory(view.category_id)
      : null
  if (sub) initialData[requestKey('category-sub', { id: sub.id })] = { category_sub: sub }
  if (category) initialData[requestKey('category', { id: category.id })] = { category }

  let heading = sub ? `${sub.category.name} ${sub.name}` : (category?.name ?? 'All Products')
  if (!sub && !category && view.group_id === KIDS_GROUP_ID) heading = 'Kids'
  if (view.sale) heading = `Sale: ${heading}`
  if (view.search) heading = `Search results for "${view.search}"`

  const cover = coverOf(sub, category)
  const firstCards = (list?.products ?? [])
    .slice(0, 2)
    .flatMap((product) => product.product_images.slice(0, 1))
  const preloadImages: PreloadImage[] = [
    ...(cover ? [{ href: cover }] : []),
    ...firstCards.map((image) => ({ href: image.image_url })),
  ]
  return {
    title: pageTitle(heading),
    description:
      sub?.cover_text ??
      category?.cover_text ??
      `Shop ${list?.product_count ?? 'our'} pieces of ${STORE_TAGLINE.toLowerCase()}.`,
    image: list?.products[0]?.product_images[0]?.image_url,
    type: 'website',
    status: 200,
    noindex: Boolean(view.search),
    initialData,
    preloadImages,
    routeModule: 'products',
  }
}
