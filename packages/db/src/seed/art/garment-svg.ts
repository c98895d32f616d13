import { drawShape } from './garments/catalogue'
import type { GarmentKind, GarmentView } from './garments/types'
import type { Colour } from './palette'
import { createRng } from './prng'
import { paperBackdrop, pickBackdrop } from './scene'
import { H, W, posed, styledScene } from './styled-view'
import { createDoc } from './svg'

export interface GarmentInput {
  kind: GarmentKind
  colour: Colour
  view: GarmentView
  seed: number
}

/** A product photo of one garment in one colour, as a 4:5 portrait SVG. */
export function garmentSvg(input: GarmentInput): string {
  const { kind, colour, view, seed } = input
  const doc = createDoc()
  const rng = createRng(seed)
  const tone = pickBackdrop(rng, colour.hex)
  if (view === 'styled') {
    const shape = drawShape(kind, 'worn', seed)
    return doc.render(styledScene(doc, rng, { kind, colour, seed, shape, tone }), W, H)
  }
  const shape = drawShape(kind, view === 'back' ? 'back' : 'front', seed)
  const pose = { x: W / 2, y: 0, scale: 1, shadow: 'soft', close: view === 'detail' } as const
  const body = paperBackdrop(doc, W, H, tone) + posed(doc, shape, colour, seed, pose)
  if (view !== 'detail') return doc.render(body, W, H)
  const { x, y, w, h } = shape.focus
  return doc.render(body, W, H, { x: x + W / 2, y, w, h })
}
