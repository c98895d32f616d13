import { shapeBounds } from './bounds'
import type { ShadowStyle } from './effects'
import { drawShape } from './garments/catalogue'
import type { GarmentKind, Shape, Side } from './garments/types'
import type { Colour } from './palette'
import { findColour } from './palette'
import { renderShape } from './render-shape'
import type { Box, SvgDoc } from './svg'
import { num } from './svg'

export interface Placement {
  kind: GarmentKind
  colour: Colour | string
  box: Box
  side?: Side
  rotate?: number
  shadow?: ShadowStyle | 'none'
  /** Where in the box the piece sits vertically: 0 top, 0.5 centre, 1 bottom. */
  align?: number
  /** Keeps small pieces (a wallet) from being blown up past a believable size. */
  maxScale?: number
}

interface Fit {
  shape: Shape
  colour: Colour
  /** Scale, and the offset that maps shape units onto the composition. */
  s: number
  tx: number
  ty: number
  /** Where the piece lands, before any rotation. */
  placed: Box
}

function fit(item: Placement, seed: number): Fit {
  const colour = typeof item.colour === 'string' ? findColour(item.colour) : item.colour
  const shape = drawShape(item.kind, item.side ?? 'front', seed)
  const b = shapeBounds(shape)
  const s = Math.min(item.box.w / b.w, item.box.h / b.h, item.maxScale ?? Infinity)
  const cx = item.box.x + item.box.w / 2
  const cy = item.box.y + (item.box.h - b.h * s) * (item.align ?? 0.5) + (b.h * s) / 2
  const placed = { x: cx - (b.w * s) / 2, y: cy - (b.h * s) / 2, w: b.w * s, h: b.h * s }
  return { shape, colour, s, tx: cx - (b.x + b.w / 2) * s, ty: cy - (b.y + b.h / 2) * s, placed }
}

/** The box a piece will actually cover once fitted, e.g. to put things below it. */
export const placedBox = (item: Placement, seed: number): Box => fit(item, seed).placed

/** A garment scaled to fit a box on a composition (banner, hashtag shot, popup). */
export function placeGarment(doc: SvgDoc, item: Placement, seed: number): string {
  const { shape, colour, s, tx, ty, placed } = fit(item, seed)
  const art = renderShape(doc, shape, colour, { shadow: item.shadow ?? 'soft', seed })
  const scale = `translate(${num(tx)} ${num(ty)}) scale(${s.toFixed(4)})`
  if (!item.rotate) return `<g transform="${scale}">${art}</g>`
  const [cx, cy] = [placed.x + placed.w / 2, placed.y + placed.h / 2]
  return `<g transform="rotate(${num(item.rotate)} ${num(cx)} ${num(cy)}) ${scale}">${art}</g>`
}
