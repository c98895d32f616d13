import { CATEGORIES } from './catalogue-data'

export type BannerTheme =
  'men' | 'women' | 'accessories' | 'kids' | 'sale' | 'new-in' | 'hashtag' | 'store'

export interface BannerDef {
  name: string
  width: number
  height: number
  theme: BannerTheme
  headline?: string
  kicker?: string
}

const DESKTOP = { width: 1920, height: 800 }
const MOBILE = { width: 800, height: 1000 }
const SECTION = { width: 900, height: 1100 }
const COVER = { width: 1600, height: 500 }

const themeOf = (slug: string): BannerTheme =>
  slug === 'men' || slug === 'women' || slug === 'accessories' ? slug : 'new-in'

/** Every banner image the seed renders: sliders, sections, landings, covers, popup. */
export const BANNERS: BannerDef[] = [
  {
    name: 'slider-linen',
    ...DESKTOP,
    theme: 'women',
    headline: 'The Linen Edit',
    kicker: 'NEW SEASON',
  },
  {
    name: 'slider-linen-mobile',
    ...MOBILE,
    theme: 'women',
    headline: 'The Linen Edit',
    kicker: 'NEW SEASON',
  },
  {
    name: 'slider-batik',
    ...DESKTOP,
    theme: 'men',
    headline: 'Batik, Reworn',
    kicker: 'FRIDAY READY',
  },
  {
    name: 'slider-batik-mobile',
    ...MOBILE,
    theme: 'men',
    headline: 'Batik, Reworn',
    kicker: 'FRIDAY READY',
  },
  {
    name: 'slider-film',
    ...DESKTOP,
    theme: 'store',
    headline: 'Made in Bandung',
    kicker: 'WATCH THE FILM',
  },
  {
    name: 'slider-film-mobile',
    ...MOBILE,
    theme: 'store',
    headline: 'Made in Bandung',
    kicker: 'WATCH THE FILM',
  },
  {
    name: 'slider-sale',
    ...DESKTOP,
    theme: 'sale',
    headline: 'Up To 40% Off',
    kicker: 'MID-SEASON SALE',
  },
  {
    name: 'slider-sale-mobile',
    ...MOBILE,
    theme: 'sale',
    headline: 'Up To 40% Off',
    kicker: 'MID-SEASON SALE',
  },
  { name: 'section-women', ...SECTION, theme: 'women' },
  { name: 'section-men', ...SECTION, theme: 'men' },
  { name: 'section-accessories', ...SECTION, theme: 'accessories' },
  { name: 'landing-men', ...DESKTOP, theme: 'men', headline: 'Menswear', kicker: 'KAINARA MEN' },
  {
    name: 'landing-men-mobile',
    ...MOBILE,
    theme: 'men',
    headline: 'Menswear',
    kicker: 'KAINARA MEN',
  },
  {
    name: 'landing-women',
    ...DESKTOP,
    theme: 'women',
    headline: 'Womenswear',
    kicker: 'KAINARA WOMEN',
  },
  {
    name: 'landing-women-mobile',
    ...MOBILE,
    theme: 'women',
    headline: 'Womenswear',
    kicker: 'KAINARA WOMEN',
  },
  ...['men', 'women'].flatMap((slug) =>
    [1, 2, 3].map((row) => ({
      name: `landing-${slug}-row-${row}`,
      ...SECTION,
      theme: themeOf(slug),
    })),
  ),
  ...CATEGORIES.map((category) => ({
    name: `cover-${category.slug}`,
    ...COVER,
    theme: themeOf(category.slug),
  })),
  ...CATEGORIES.flatMap((category) =>
    category.subs.map((sub) => ({
      name: `cover-${category.slug}-${sub.code.toLowerCase()}`,
      ...COVER,
      theme:
        sub.name === 'Boys' || sub.name === 'Girls' ? ('kids' as const) : themeOf(category.slug),
    })),
  ),
  { name: 'cover-all', ...COVER, theme: 'new-in' },
  { name: 'cover-sale', ...COVER, theme: 'sale' },
  { name: 'cover-kids', ...COVER, theme: 'kids' },
  { name: 'cover-search', ...COVER, theme: 'hashtag' },
  { name: 'stores', ...COVER, theme: 'store' },
]

export const HASHTAG_IMAGE_COUNT = 8
export const INSTAGRAM_URL = 'https://www.instagram.com/kainara.id'
