import { CATEGORY_IDS, KIDS_GROUP_ID } from '@store/contract/constants'
import type { Category } from '@store/contract/catalog'
import * as m from '#messages'

export interface NavLinkItem {
  label: string
  to: string
}

export type MenuId = 'men' | 'women' | 'accessories' | 'sale'

export type NavEntry =
  { kind: 'menu'; id: MenuId; label: string } | ({ kind: 'link' } & NavLinkItem)

/** The top navigation of spec section 2, in the order shoppers scan it. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { kind: 'menu', id: 'men', label: m.nav_men() },
  { kind: 'menu', id: 'women', label: m.nav_women() },
  { kind: 'menu', id: 'accessories', label: m.nav_accessories() },
  { kind: 'link', label: m.nav_kids(), to: `/products?group_id=${KIDS_GROUP_ID}` },
  { kind: 'link', label: m.nav_all_products(), to: '/products' },
  { kind: 'menu', id: 'sale', label: m.nav_sale() },
  { kind: 'link', label: m.nav_lookbook(), to: '/hashtag' },
]

const CATEGORY_MENUS = {
  men: { categoryId: CATEGORY_IDS.MEN, landing: '/shop/men', landingLabel: m.mens_edit() },
  women: {
    categoryId: CATEGORY_IDS.WOMEN,
    landing: '/shop/women',
    landingLabel: m.womens_edit(),
  },
  accessories: {
    categoryId: CATEGORY_IDS.ACCESSORIES,
    landing: undefined,
    landingLabel: undefined,
  },
} as const

export interface MenuContent {
  title: string
  /** The sale menu lists categories on sale rather than sub-categories. */
  sale?: boolean
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
    title: m.nav_sale(),
    sale: true,
    highlights: [{ label: m.shop_all_sale(), to: productsUrl({ sale: 1 }) }],
    links: [
      { label: m.nav_women(), to: productsUrl({ sale: 1, category_id: CATEGORY_IDS.WOMEN }) },
      { label: m.nav_men(), to: productsUrl({ sale: 1, category_id: CATEGORY_IDS.MEN }) },
      {
        label: m.nav_accessories(),
        to: productsUrl({ sale: 1, category_id: CATEGORY_IDS.ACCESSORIES }),
      },
    ],
    feature: {
      text: m.sale_feature_text(),
      to: productsUrl({ sale: 1 }),
      cta: m.shop_the_sale(),
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
  const highlights: NavLinkItem[] = [{ label: m.shop_all_of({ title }), to: shopAll }]
  if (landing && landingLabel) highlights.push({ label: landingLabel, to: landing })
  highlights.push({
    label: m.sale_of({ title }),
    to: productsUrl({ sale: 1, category_id: categoryId }),
  })
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
      cta: landing ? m.discover_of({ title }) : m.shop_of({ title }),
    },
  }
}

export function menuContent(id: MenuId, categories: readonly Category[] | undefined): MenuContent {
  return id === 'sale' ? saleMenu() : categoryMenu(id, categories)
}
