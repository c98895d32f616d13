import { ACCESSORIES } from './categories/accessories'
import { MEN } from './categories/men'
import type { CategoryDef } from './categories/types'
import { WOMEN } from './categories/women'

export type { CategoryDef, SubCategoryDef } from './categories/types'
export const GROUPS = [
  { id: 1, name: 'Apparel' },
  { id: 2, name: 'Accessories & Footwear' },
  { id: 3, name: 'Kids' },
] as const

export const SUB_GROUPS = [
  { id: 11, groupId: 1, name: 'Tops' },
  { id: 12, groupId: 1, name: 'Bottoms' },
  { id: 13, groupId: 1, name: 'Outerwear' },
  { id: 14, groupId: 1, name: 'Dresses & Skirts' },
  { id: 21, groupId: 2, name: 'Bags & Small Leather Goods' },
  { id: 22, groupId: 2, name: 'Footwear' },
  { id: 23, groupId: 2, name: 'Headwear, Eyewear & Watches' },
  { id: 31, groupId: 3, name: 'Kids Apparel' },
] as const

export const CATEGORIES: CategoryDef[] = [MEN, WOMEN, ACCESSORIES]

export const FABRIC_NOTES = [
  '100% combed cotton 24s, soft and breathable',
  'washed linen blend that gets softer with every wash',
  'cotton poplin with a crisp, cool hand',
  'viscose rayon that drapes and keeps you cool',
  'stretch cotton twill for all-day comfort',
  'recycled polyester blend, quick-drying and light',
]

export const FIT_NOTES = [
  'Relaxed fit: size down for a closer fit.',
  'Regular fit: true to size.',
  'Slim fit: size up if you are between sizes.',
  'Oversized fit: dropped shoulders and a roomy body.',
]

export const CARE_NOTES =
  'Machine wash cold with similar colours. Do not bleach. Dry in the shade. Iron on low heat.'
