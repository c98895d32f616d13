import { circle, rect } from '../path'
import { num } from '../svg'
import { body, edge, stitch, trim } from './marks'
import type { DrawShape, Shape, Side } from './types'

type Pt = readonly [number, number]

/** An Archimedean spiral as cubic segments, 45 degrees each. */
function spiral(
  cx: number,
  cy: number,
  r0: number,
  pitch: number,
  turns: number,
  offset: number,
): { d: string; at: (t: number) => Pt } {
  const b = pitch / (2 * Math.PI)
  const at = (t: number): Pt => {
    const r = r0 + offset + b * t
    return [cx + r * Math.cos(t), cy + r * Math.sin(t)]
  }
  const tangent = (t: number): Pt => {
    const r = r0 + offset + b * t
    return [b * Math.cos(t) - r * Math.sin(t), b * Math.sin(t) + r * Math.cos(t)]
  }
  const h = Math.PI / 4
  const steps = Math.round((turns * 2 * Math.PI) / h)
  let d = `M${at(0).map(num).join(' ')}`
  for (let i = 0; i < steps; i++) {
    const [t0, t1] = [i * h, (i + 1) * h]
    const [p0, p1, v0, v1] = [at(t0), at(t1), tangent(t0), tangent(t1)]
    const c1 = [p0[0] + (v0[0] * h) / 3, p0[1] + (v0[1] * h) / 3]
    const c2 = [p1[0] - (v1[0] * h) / 3, p1[1] - (v1[1] * h) / 3]
    d += `C${[...c1, ...c2, ...p1].map(num).join(' ')}`
  }
  return { d, at }
}

function belt(side: Side, seed: number): Shape {
  const metal = seed % 2 ? 'gold' : 'metal'
  if (side === 'back') return straightBelt(metal)
  const turns = 2.25
  const end = turns * 2 * Math.PI
  const strap = spiral(0, 520, 70, 60, turns, 0)
  const [ex, ey] = strap.at(end)
  const tail = `L${num(ex - 150)} ${num(ey)}`
  const holes = [1.7, 2.1, 2.5, 2.9, 3.3].map((t) => strap.at(t))
  const bx = ex - 180
  return {
    marks: [
      { d: strap.d + tail, layer: 'body', stroke: 'base', width: 48 },
      stitch(spiral(0, 520, 70, 60, turns, 16).d + `L${num(ex - 150)} ${num(ey + 16)}`),
      stitch(spiral(0, 520, 70, 60, turns, -16).d + `L${num(ex - 150)} ${num(ey - 16)}`),
      trim(holes.map(([x, y]) => circle(x, y, 5)).join(''), 'deep'),
      body(rect(ex - 110, ey - 26, 20, 52, 3), 'shade'),
      edge(rect(ex - 110, ey - 26, 20, 52, 3)),
      { d: rect(bx, ey - 36, 46, 72, 12), layer: 'trim', stroke: metal, width: 9 },
      { d: `M${num(bx + 2)} ${num(ey)}h52`, layer: 'trim', stroke: metal, width: 6 },
    ],
    fabric: 'leather',
    focus: { x: bx - 40, y: ey - 200, w: 240, h: 300 },
    mount: 'plinth',
    top: { y: 320, half: 200 },
    bottom: ey + 24,
    measures: { a: [-220, 820, 220, 820], b: [-250, 300, -250, 790] },
  }
}

function straightBelt(metal: 'gold' | 'metal'): Shape {
  const a = (-14 * Math.PI) / 180
  const p = (x: number, y: number): string =>
    `${num(x * Math.cos(a) - (y - 500) * Math.sin(a))} ${num(500 + x * Math.sin(a) + (y - 500) * Math.cos(a))}`
  const poly = (pts: Pt[]): string => `M${pts.map(([x, y]) => p(x, y)).join('L')}Z`
  const holes = [700, 740, 780, 820].map((y) => {
    const [x, yy] = p(0, y).split(' ').map(Number) as [number, number]
    return circle(x, yy, 5)
  })
  return {
    marks: [
      body(
        poly([
          [-24, 180],
          [24, 180],
          [24, 860],
          [0, 890],
          [-24, 860],
        ]),
      ),
      stitch(`M${p(-15, 190)}L${p(-15, 860)}M${p(15, 190)}L${p(15, 860)}`),
      trim(holes.join(''), 'deep'),
      body(
        poly([
          [-28, 250],
          [28, 250],
          [28, 270],
          [-28, 270],
        ]),
        'shade',
      ),
      {
        d: poly([
          [-36, 120],
          [36, 120],
          [36, 176],
          [-36, 176],
        ]),
        layer: 'trim',
        stroke: metal,
        width: 9,
      },
      { d: `M${p(0, 124)}L${p(0, 186)}`, layer: 'trim', stroke: metal, width: 6 },
    ],
    fabric: 'leather',
    focus: { x: -120, y: 100, w: 240, h: 300 },
    mount: 'plinth',
    top: { y: 120, half: 40 },
    bottom: 890,
    measures: { a: [-153, 177, 26, 895], b: [1, 603, 48, 591] },
  }
}

export const BELT = { belt } satisfies Record<string, DrawShape>
