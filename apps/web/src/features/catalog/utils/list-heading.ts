import { KIDS_GROUP_ID } from '@store/contract/constants'
import type { Category, CategorySub } from '@store/contract/catalog'
import type { ProductListView } from '@store/contract/product-list-url'

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
  text?: string
  imageUrl?: string
}

/**
 * The cover of the product list (spec section 2): a sub-category uses its own
 * cover only when show_cover is 1, otherwise its parent category's.
 */
export function listHeading(
  view: ProductListView,
  category?: Category,
  sub?: CategorySub,
): ListHeading {
  const eyebrow = view.sale ? 'Sale' : undefined
  if (view.search) return { eyebrow: 'Search', title: `Search results for "${view.search}"` }
  if (view.category_sub_id && sub) {
    const cover = sub.show_cover === 1 ? sub : sub.category
    return {
      eyebrow: eyebrow ?? displayName(sub.category.name),
      title: displayName(sub.name),
      text: cover.cover_text,
      imageUrl: cover.cover_image_url,
    }
  }
  if (view.category_id && category) {
    return {
      eyebrow,
      title: displayName(category.name),
      text: category.cover_text,
      imageUrl: category.cover_image_url,
    }
  }
  if (view.sale) return { title: 'Sale' }
  if (view.group_id === KIDS_GROUP_ID) return { title: 'Kids' }
  return { title: 'All Products' }
}

/** Which category or sub-category the heading is drawn from: a search has neither. */
export function headingSources(view: ProductListView): { category?: number; sub?: number } {
  if (view.search) return {}
  if (view.category_sub_id !== undefined) return { sub: view.category_sub_id }
  return view.category_id !== undefined ? { category: view.category_id } : {}
}
