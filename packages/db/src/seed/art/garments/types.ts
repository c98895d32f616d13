import type { Box } from '../svg'

export const GARMENT_KINDS = [
  't-shirt',
  'shirt',
  'polo',
  'batik-shirt',
  'jacket',
  'hoodie',
  'trousers',
  'jeans',
  'shorts',
  'dress',
  'skirt',
  'blouse',
  'outer',
  'hijab',
  'bag',
  'cap',
  'belt',
  'wallet',
  'sneakers',
  'sandals',
  'sunglasses',
  'watch',
  'kids-tee',
  'kids-dress',
] as const

export type GarmentKind = (typeof GARMENT_KINDS)[number]

export const GARMENT_VIEWS = ['front', 'back', 'detail', 'styled'] as const
export type GarmentView = (typeof GARMENT_VIEWS)[number]

/** Paint tokens are resolved against the product colour when a shape is rendered. */
export type Paint =
  | 'base'
  | 'shade'
  | 'deep'
  | 'light'
  | 'seam'
  | 'stitch'
  | 'thread'
  | 'button'
  | 'rib'
  | 'metal'
  | 'gold'
  | 'sole'
  | 'lens'
  | 'cream'
  | 'cork'
  | 'tan'
  | 'ink'
  | 'none'
  | `#${string}`

export type Fabric =
  'jersey' | 'poplin' | 'twill' | 'denim' | 'fleece' | 'leather' | 'voile' | 'batik' | 'plain'

export interface Mark {
  d: string
  /** body: fabric pieces (shadowed, textured); detail: seams drawn over the texture; trim: hardware on top. */
  layer: 'body' | 'detail' | 'trim'
  fill?: Paint
  stroke?: Paint
  width?: number
  dash?: string
  opacity?: number
  /** Fill with the even-odd rule, so an inner sub-path cuts a hole (a face opening). */
  evenOdd?: boolean
  /** Gaussian blur radius, for soft folds and shadows. */
  blur?: number
}

export type Segment = readonly [number, number, number, number]

export interface Shape {
  marks: Mark[]
  fabric: Fabric
  /** Close-up crop for the detail view, in canvas units (x centred on 0). */
  focus: Box
  mount: 'hanger' | 'clip' | 'plinth' | 'head'
  /** Top edge where a hanger or clip takes the garment, with its half width. */
  top: { y: number; half: number }
  /** Lowest point, where the piece rests on a plinth. */
  bottom: number
  /** Measurement lines A, B and C for the size guide. */
  measures?: { a: Segment; b: Segment; c?: Segment }
}

/** `worn` is how the piece is shown in the styled view; most pieces reuse their front. */
export type Side = 'front' | 'back' | 'worn'
export type DrawShape = (side: Side, seed: number) => Shape
