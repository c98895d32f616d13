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

const withSale = (view: ProductListView, name: string) => (view.sale ? `Sale: ${name}` : name)

/**
 * The heading and title of the product list (spec section 2), one rule for the
 * server's <title> and the page's heading. A sub-category uses its own cover
 * only when show_cover is 1, otherwise its parent category's.
 */
export function listHeading(
  view: ProductListView,
  category?: Category | null,
  sub?: CategorySub | null,
): ListHeading {
  if (view.search) {
    const title = `Search results for "${view.search}"`
    return { eyebrow: 'Search', title, pageTitle: title }
  }
  const sale = view.sale ? 'Sale' : undefined
  if (view.category_sub_id && sub) {
    const cover = sub.show_cover === 1 ? sub : sub.category
    const parent = displayName(sub.category.name)
    const title = displayName(sub.name)
    return {
      eyebrow: sale ?? parent,
      title,
      pageTitle: withSale(view, `${parent} ${title}`),
      text: cover.cover_text,
      imageUrl: cover.cover_image_url,
    }
  }
  if (view.category_id && category) {
    const title = displayName(category.name)
    return {
      eyebrow: sale,
      title,
      pageTitle: withSale(view, title),
      text: category.cover_text,
      imageUrl: category.cover_image_url,
    }
  }
  if (view.group_id === KIDS_GROUP_ID) {
    return { eyebrow: sale, title: 'Kids', pageTitle: withSale(view, 'Kids') }
  }
  if (view.sale) return { title: 'Sale', pageTitle: 'Sale' }
  return { title: 'All Products', pageTitle: 'All Products' }
}
