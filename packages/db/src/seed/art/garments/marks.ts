import { circle } from '../path'
import type { Mark, Paint } from './types'

export const body = (d: string, fill: Paint = 'base'): Mark => ({ d, layer: 'body', fill })

export const seam = (d: string, width = 2): Mark => ({
  d,
  layer: 'detail',
  stroke: 'seam',
  width,
  opacity: 0.55,
})

export const stitch = (d: string, stroke: Paint = 'stitch'): Mark => ({
  d,
  layer: 'detail',
  stroke,
  width: 1.6,
  dash: '5 4',
  opacity: 0.85,
})

/** A soft crease: a blurred dark line, or a highlight with `light`. */
export const fold = (d: string, light = false): Mark => ({
  d,
  layer: 'detail',
  stroke: light ? 'light' : 'deep',
  width: light ? 12 : 9,
  opacity: light ? 0.45 : 0.22,
  blur: 6,
})

export const patch = (d: string, fill: Paint, stroke?: Paint): Mark => ({
  d,
  layer: 'detail',
  fill,
  stroke,
  width: stroke ? 2 : undefined,
  opacity: undefined,
})

export const trim = (d: string, fill: Paint, stroke?: Paint, width = 2): Mark => ({
  d,
  layer: 'trim',
  fill,
  stroke,
  width: stroke ? width : undefined,
})

export const cord = (d: string, stroke: Paint, width: number): Mark => ({
  d,
  layer: 'trim',
  stroke,
  width,
})

/** Sew-through buttons: a disc with two holes each, all in one path per layer. */
export function buttons(points: readonly (readonly [number, number])[], r = 7): Mark[] {
  const disc = points.map(([x, y]) => circle(x, y, r)).join('')
  const holes = points
    .map(([x, y]) => circle(x - r * 0.3, y, r * 0.16) + circle(x + r * 0.3, y, r * 0.16))
    .join('')
  return [
    { d: disc, layer: 'trim', fill: 'button', stroke: 'seam', width: 1.1 },
    { d: holes, layer: 'trim', fill: 'seam' },
  ]
}

export function rivets(
  points: readonly (readonly [number, number])[],
  paint: Paint = 'gold',
  r = 4,
): Mark {
  return {
    d: points.map(([x, y]) => circle(x, y, r)).join(''),
    layer: 'trim',
    fill: paint,
    stroke: 'seam',
    width: 0.8,
  }
}

/** The crisp outline of a piece lying on top of another (collar, pocket, flap). */
export const edge = (d: string): Mark => ({
  d,
  layer: 'detail',
  stroke: 'seam',
  width: 1.6,
  opacity: 0.5,
})

/** The soft shadow a loose piece throws on the fabric under it; list it just before that piece. */
export const lift = (d: string): Mark => ({
  d,
  layer: 'body',
  stroke: 'deep',
  width: 5,
  opacity: 0.28,
  blur: 3,
})

/** A reflection on glass or polished metal. */
export const glint = (d: string, opacity: number): Mark => ({
  d,
  layer: 'trim',
  fill: '#ffffff',
  opacity,
})
