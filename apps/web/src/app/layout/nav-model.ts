import { CATEGORY_IDS, KIDS_GROUP_ID } from '@store/contract/constants'
import type { Category } from '@store/contract/catalog'

export interface NavLinkItem {
  label: string
  to: string
}

export type MenuId = 'men' | 'women' | 'accessories' | 'sale'

export type NavEntry =
  { kind: 'menu'; id: MenuId; label: string } | ({ kind: 'link' } & NavLinkItem)

/** The top navigation of spec section 2, in the order shoppers scan it. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { kind: 'menu', id: 'men', label: 'Men' },
  { kind: 'menu', id: 'women', label: 'Women' },
  { kind: 'menu', id: 'accessories', label: 'Accessories' },
  { kind: 'link', label: 'Kids', to: `/products?group_id=${KIDS_GROUP_ID}` },
  { kind: 'link', label: 'All Products', to: '/products' },
  { kind: 'menu', id: 'sale', label: 'Sale' },
  { kind: 'link', label: 'Lookbook', to: '/hashtag' },
]

const CATEGORY_MENUS = {
  men: { categoryId: CATEGORY_IDS.MEN, landing: '/shop/men', landingLabel: "The Men's Edit" },
  women: {
    categoryId: CATEGORY_IDS.WOMEN,
    landing: '/shop/women',
    landingLabel: "The Women's Edit",
  },
  accessories: {
    categoryId: CATEGORY_IDS.ACCESSORIES,
    landing: undefined,
    landingLabel: undefined,
  },
} as const

export interface MenuContent {
  title: string
  /** Links in the first column: shop all, the landing page, the category sale. */
  highlights: NavLinkItem[]
  /** Sub-category links; empty until the categories call answers. */
  links: NavLinkItem[]
  feature?: { image?: string; text: string; to: string; cta: string }
}

const productsUrl = (params: Record<string, number>) =>
  `/products?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()}`

export function saleMenu(): MenuContent {
  return {
    title: 'Sale',
    highlights: [{ label: 'Shop All Sale', to: productsUrl({ sale: 1 }) }],
    links: [
      { label: 'Women', to: productsUrl({ sale: 1, category_id: CATEGORY_IDS.WOMEN }) },
      { label: 'Men', to: productsUrl({ sale: 1, category_id: CATEGORY_IDS.MEN }) },
      { label: 'Accessories', to: productsUrl({ sale: 1, category_id: CATEGORY_IDS.ACCESSORIES }) },
    ],
    feature: {
      text: 'Up To 40% off selected pieces',
      to: productsUrl({ sale: 1 }),
      cta: 'Shop the Sale',
    },
  }
}

export function categoryMenu(
  id: Exclude<MenuId, 'sale'>,
  categories: readonly Category[] | undefined,
): MenuContent {
  const { categoryId, landing, landingLabel } = CATEGORY_MENUS[id]
  const category = categories?.find((candidate) => candidate.id === categoryId)
  const title = NAV_ENTRIES.find((entry) => entry.kind === 'menu' && entry.id === id)?.label ?? id
  const shopAll = productsUrl({ category_id: categoryId })
  const highlights: NavLinkItem[] = [{ label: `Shop All ${title}`, to: shopAll }]
  if (landing && landingLabel) highlights.push({ label: landingLabel, to: landing })
  highlights.push({ label: `${title} Sale`, to: productsUrl({ sale: 1, category_id: categoryId }) })
  return {
    title,
    highlights,
    links: (category?.category_subs ?? []).map((sub) => ({
      label: sub.name,
      to: productsUrl({ category_sub_id: sub.id }),
    })),
    feature: category && {
      image: category.cover_image_url,
      text: category.cover_text,
      to: landing ?? shopAll,
      cta: landing ? `Discover ${title}` : `Shop ${title}`,
    },
  }
}

export function menuContent(id: MenuId, categories: readonly Category[] | undefined): MenuContent {
  return id === 'sale' ? saleMenu() : categoryMenu(id, categories)
}
