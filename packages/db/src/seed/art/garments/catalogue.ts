import { BAGS } from './bags'
import { BELT } from './belt'
import { BOTTOMS } from './bottoms'
import { DRESSES } from './dresses'
import { FOOTWEAR } from './footwear'
import { HIJAB } from './hijab'
import { OUTERWEAR } from './outerwear'
import { SHIRTS } from './shirts'
import { SHORTS_SKIRTS } from './shorts-skirts'
import { TOPS } from './tops'
import type { DrawShape, GarmentKind, Shape, Side } from './types'
import { WATCH } from './watch'
import { WEARABLES } from './wearables'

const DRAWERS: Record<GarmentKind, DrawShape> = {
  ...TOPS,
  ...SHIRTS,
  ...OUTERWEAR,
  ...BOTTOMS,
  ...SHORTS_SKIRTS,
  ...DRESSES,
  ...HIJAB,
  ...BAGS,
  ...BELT,
  ...WEARABLES,
  ...WATCH,
  ...FOOTWEAR,
}

export function drawShape(kind: GarmentKind, side: Side, seed: number): Shape {
  return DRAWERS[kind](side, seed)
}
