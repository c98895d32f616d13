import { circle, rect } from '../path'
import { num } from '../svg'
import { body, fold, glint, stitch, trim } from './marks'
import type { DrawShape, Mark, Shape, Side } from './types'

/** A watch hand from just behind the centre pin to its tip; angle 0 points at twelve. */
function hand(angle: number, length: number): string {
  const [s, c] = [Math.sin(angle), Math.cos(angle)]
  return `M${num(-s * 18)} ${num(500 + c * 18)}L${num(s * length)} ${num(500 - c * length)}`
}

function watch(side: Side, seed: number): Shape {
  const metal = seed % 2 ? 'gold' : 'metal'
  const upper = 'M-66 396L-60 150C-60 132-50 122-34 122H34C50 122 60 132 60 150L66 396Z'
  const lower = 'M-66 604L-60 858C-60 874-50 884-34 884H34C50 884 60 874 60 858L66 604Z'
  const holes = [700, 740, 780, 820].map((y) => circle(0, y, 6)).join('')
  const straps: Mark[] = [
    body(upper),
    body(lower),
    stitch(
      'M-50 390L-46 150C-46 142-42 136-34 136H34C42 136 46 142 46 150L50 390M-50 610L-46 856C-46 864-42 870-34 870H34C42 870 46 864 46 856L50 610',
    ),
    trim(holes, side === 'back' ? 'deep' : 'shade'),
  ]
  const lugs = 'M-84 376h34v40h-34ZM50 376h34v40H50ZM-84 584h34v40h-34ZM50 584h34v40H50Z'
  const face: Mark[] =
    side === 'back'
      ? [
          body(circle(0, 500, 122), metal),
          {
            d: circle(0, 500, 100) + circle(0, 500, 70) + circle(0, 500, 40),
            layer: 'detail',
            stroke: 'ink',
            width: 1.5,
            opacity: 0.3,
          },
          trim(
            [45, 135, 225, 315]
              .map((deg) => {
                const a = (deg * Math.PI) / 180
                return rect(Math.cos(a) * 108 - 6, 500 + Math.sin(a) * 108 - 6, 12, 12, 2)
              })
              .join(''),
            'ink',
          ),
        ]
      : [
          body(circle(0, 500, 126), metal),
          body(circle(0, 500, 108), '#F4EFE6'),
          {
            d: Array.from({ length: 12 }, (_, i) => {
              const a = (i * Math.PI) / 6
              const r1 = i % 3 === 0 ? 78 : 88
              return `M${num(Math.sin(a) * r1)} ${num(500 - Math.cos(a) * r1)}L${num(Math.sin(a) * 98)} ${num(500 - Math.cos(a) * 98)}`
            }).join(''),
            layer: 'detail',
            stroke: 'ink',
            width: 4,
          },
          { d: hand((-2 / 12) * 2 * Math.PI, 56), layer: 'trim', stroke: 'ink', width: 7 },
          { d: hand((2 / 12) * 2 * Math.PI, 86), layer: 'trim', stroke: 'ink', width: 5 },
          { d: hand((6.6 / 12) * 2 * Math.PI, 90), layer: 'trim', stroke: 'base', width: 2 },
          trim(circle(0, 500, 7), 'ink'),
          glint('M-80 440C-60 410-30 396 0 394L-6 412C-34 414-56 428-68 448Z', 0.35),
          trim(rect(124, 488, 22, 24, 4), metal),
        ]
  return {
    marks: [
      ...straps,
      body(lugs, metal),
      ...face,
      ...(side === 'front'
        ? [
            {
              d: rect(-76, 92, 152, 56, 16),
              layer: 'trim',
              stroke: metal,
              width: 9,
            } satisfies Mark,
            { d: 'M0 96V150', layer: 'trim', stroke: metal, width: 6 } satisfies Mark,
            body(rect(-64, 190, 128, 22, 4), 'shade'),
          ]
        : []),
      fold('M-40 200C-30 260-40 320-34 370', true),
    ],
    fabric: 'leather',
    focus: { x: -120, y: 350, w: 240, h: 300 },
    mount: 'plinth',
    top: { y: 92, half: 76 },
    bottom: 884,
    measures: { a: [-126, 500, 126, 500], b: [110, 122, 110, 884] },
  }
}

export const WATCH = { watch } satisfies Record<string, DrawShape>
