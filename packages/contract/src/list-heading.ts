import * as buildWords from '#words'
import { KIDS_GROUP_ID } from './constants'
import type { Category, CategorySub } from './catalog'
import type { ProductListView } from './product-list-url'

/** The catalogue stores some names in capitals ('MEN'); headings read better as 'Men'. */
export function displayName(name: string): string {
  if (name !== name.toUpperCase()) return name
  return name
    .toLowerCase()
    .replace(/(^|[\s&/-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase())
}

export interface ListHeading {
  eyebrow?: string
  title: string
  /** The page's <title> before the store's name, written by the server and kept by the app. */
  pageTitle: string
  text?: string
  imageUrl?: string
}


/**
 * The heading and title of the product list (spec section 2), one rule for the
 * server's <title> and the page's heading. A sub-category uses its own cover
 * only when show_cover is 1, otherwise its parent category's.
 */
/** The words of a list's heading, in one language. */
export type ListHeadingWords = Pick<
  typeof buildWords,
  | 'list_search_title'
  | 'list_search_eyebrow'
  | 'list_sale'
  | 'list_sale_of'
  | 'list_kids'
  | 'list_all_products'
>

// Named one by one, not as the module's namespace, so a page's scripts carry only these words.
const BUILD_WORDS: ListHeadingWords = {
  list_search_title: buildWords.list_search_title,
  list_search_eyebrow: buildWords.list_search_eyebrow,
  list_sale: buildWords.list_sale,
  list_sale_of: buildWords.list_sale_of,
  list_kids: buildWords.list_kids,
  list_all_products: buildWords.list_all_products,
}

export function listHeading(
  view: ProductListView,
  category?: Category | null,
  sub?: CategorySub | null,
  // The server renders both languages; a page's scripts carry only their build's.
  words: ListHeadingWords = BUILD_WORDS,
): ListHeading {
  const withSale = (name: string) => (view.sale ? words.list_sale_of({ name }) : name)
  if (view.search) {
    const title = words.list_search_title({ search: view.search })
    return { eyebrow: words.list_search_eyebrow(), title, pageTitle: title }
  }
  const sale = view.sale ? words.list_sale() : undefined
  if (view.category_sub_id && sub) {
    const cover = sub.show_cover === 1 ? sub : sub.category
    const parent = displayName(sub.category.name)
    const title = displayName(sub.name)
    return {
      eyebrow: sale ?? parent,
      title,
      pageTitle: withSale(`${parent} ${title}`),
      text: cover.cover_text,
      imageUrl: cover.cover_image_url,
    }
  }
  if (view.category_id && category) {
    const title = displayName(category.name)
    return {
      eyebrow: sale,
      title,
      pageTitle: withSale(title),
      text: category.cover_text,
      imageUrl: category.cover_image_url,
    }
  }
  if (view.group_id === KIDS_GROUP_ID) {
    const kids = words.list_kids()
    return { eyebrow: sale, title: kids, pageTitle: withSale(kids) }
  }
  if (view.sale) return { title: words.list_sale(), pageTitle: words.list_sale() }
  const all = words.list_all_products()
  return { title: all, pageTitle: all }
}
