import type { GarmentKind } from './garments/types'

export interface SizeSpec {
  /** Column titles for measurements A, B and (optionally) C. */
  labels: readonly string[]
  /** Centimetres for the middle size, and the grade step between sizes. */
  base: readonly number[]
  step: readonly number[]
}

const spec = (labels: string[], base: number[], step: number[]): SizeSpec => ({
  labels,
  base,
  step,
})
const TOP = ['Chest width', 'Body length', 'Sleeve']
const BOTTOM = ['Waist', 'Length', 'Inseam']
const FLAT = [0, 0, 0]

export const SIZE_SPECS: Record<GarmentKind, SizeSpec> = {
  't-shirt': spec(TOP, [52, 71, 21], [2.5, 2, 1]),
  polo: spec(TOP, [52, 70, 22], [2.5, 2, 1]),
  'batik-shirt': spec(TOP, [55, 74, 25], [2.5, 2, 1]),
  shirt: spec(TOP, [54, 76, 62], [2.5, 2, 1]),
  jacket: spec(TOP, [58, 70, 63], [2.5, 2, 1]),
  hoodie: spec(TOP, [58, 70, 62], [2.5, 2, 1]),
  outer: spec(['Chest width', 'Length', 'Sleeve'], [60, 110, 40], [3, 1, 1]),
  blouse: spec(TOP, [52, 66, 44], [2.5, 1.5, 1]),
  'kids-tee': spec(TOP, [38, 48, 13], [2, 3, 1]),
  dress: spec(['Bust', 'Length', 'Waist'], [46, 120, 38], [2.5, 1, 2.5]),
  'kids-dress': spec(['Chest', 'Length', 'Waist'], [32, 62, 28], [2, 4, 2]),
  trousers: spec(BOTTOM, [38, 100, 74], [2.5, 1, 0.5]),
  jeans: spec(BOTTOM, [39, 101, 76], [2.5, 1, 0.5]),
  shorts: spec(BOTTOM, [38, 48, 18], [2.5, 1, 0.5]),
  skirt: spec(['Waist', 'Length', 'Hem width'], [34, 80, 62], [2.5, 1, 3]),
  hijab: spec(['Width', 'Length'], [115, 115], FLAT),
  bag: spec(['Base width', 'Height', 'Opening'], [38, 31, 33], FLAT),
  cap: spec(['Crown to peak', 'Crown height'], [27, 12], [1, 0.5]),
  belt: spec(['Length', 'Width'], [105, 3.5], [5, 0]),
  wallet: spec(['Width', 'Height'], [11.5, 9.5], FLAT),
  sneakers: spec(['Insole length', 'Height'], [25.5, 10], [0.7, 0.2]),
  sandals: spec(['Width', 'Insole length'], [9.8, 25.5], [0.3, 0.7]),
  sunglasses: spec(['Frame width', 'Lens height'], [14.2, 4.8], FLAT),
  watch: spec(['Case diameter', 'Total length'], [4, 24], FLAT),
}

/** Centimetres for each size, graded from the middle size and rounded to half centimetres. */
export function sizeTable(kind: GarmentKind, sizes: readonly string[]): number[][] {
  const { base, step } = SIZE_SPECS[kind]
  const middle = Math.floor((sizes.length - 1) / 2)
  return sizes.map((_, i) =>
    base.map((b, k) => Math.round((b + (i - middle) * (step[k] ?? 0)) * 2) / 2),
  )
}
