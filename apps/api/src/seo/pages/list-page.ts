import { IMAGE_SIZES } from '@store/contract/media'
import { ProductListQuerySchema } from '@store/contract/catalog'
import type {
  Category,
  CategorySub,
  ProductListFilters,
  ProductListResponse,
} from '@store/contract/catalog'
import { listHeading } from '@store/contract/list-heading'
import { productListPayload, readProductListView } from '@store/contract/product-list-url'
import { requestKey, toQueryString } from '@store/contract/request-key'
import { WORDS } from '@store/contract/i18n/words'
import type { Locale } from '@store/contract/locale'
import { pageTitle } from '../page-meta'
import type { PageMeta, PreloadImage } from '../page-meta'

/** The reads a list page needs (the cached answers of the catalogue calls). */
interface ListRepositories {
  productList: { listProducts(query: ProductListFilters): Promise<ProductListResponse> }
  categories: {
    findCategory(id: number): Promise<Category | null>
    findCategorySub(id: number): Promise<CategorySub | null>
  }
}

export async function listPage(
  { productList, categories }: ListRepositories,
  params: URLSearchParams,
  locale: Locale,
): Promise<PageMeta> {
  const words = WORDS[locale]
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

  const heading = listHeading(view, category, sub, words)
  const cover = heading.imageUrl
  const firstCards = (list?.products ?? [])
    .slice(0, 2)
    .flatMap((product) => product.product_images.slice(0, 1))
  const preloadImages: PreloadImage[] = [
    ...(cover ? [{ href: cover, sizes: IMAGE_SIZES.listCover }] : []),
    ...firstCards.map((image) => ({ href: image.image_url, sizes: IMAGE_SIZES.card })),
  ]
  return {
    title: pageTitle(heading.pageTitle),
    description:
      sub?.cover_text ??
      category?.cover_text ??
      (list
        ? words.meta_list({ count: list.product_count, tagline: words.store_tagline().toLowerCase() })
        : words.meta_list_any({ tagline: words.store_tagline().toLowerCase() })),
    image: list?.products[0]?.product_images[0]?.image_url,
    type: 'website',
    status: 200,
    noindex: Boolean(view.search),
    initialData,
    preloadImages,
    routeModule: 'products',
  }
}
