import type { GarmentKind } from '../art'

export const ADULT_SIZES = ['S', 'M', 'L', 'XL', 'XXL']
export const WOMEN_SIZES = ['XS', 'S', 'M', 'L', 'XL']
export const WAIST_SIZES = ['28', '30', '32', '34', '36']
export const KIDS_SIZES = ['4Y', '6Y', '8Y', '10Y', '12Y']
export const SHOE_SIZES = ['39', '40', '41', '42', '43', '44']
export const ONE_SIZE = ['ALL']

export interface SubCategoryDef {
  id: number
  name: string
  code: string
  showCover: boolean
  coverText: string
  kinds: GarmentKind[]
  names: string[]
  sizes: string[]
  priceRange: [number, number]
  groupId: number
  subGroupId: number
  sizeChart: boolean
  weightGrams: number
}

export interface CategoryDef {
  id: number
  name: string
  slug: string
  letter: string
  coverText: string
  subs: SubCategoryDef[]
}
