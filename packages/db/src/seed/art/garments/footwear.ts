import { movePath, mirrorPath, scalePath } from '../path'
import { body, edge, fold, lift, seam, stitch, trim } from './marks'
import type { DrawShape, Mark, Shape, Side } from './types'

const UPPER =
  'M-276 652C-286 600-282 500-262 456C-230 448-200 462-176 472C-150 480-120 476-96 456L-70 420C-60 412-46 414-40 424L110 540C170 556 250 574 278 612C290 630 290 650 282 656Z'
const SOLE =
  'M-290 646H292C300 660 298 690 280 704C270 712 256 714 240 714H-250C-276 714-292 700-292 676Z'
const TOE = 'M196 566C238 576 270 596 280 614C288 630 288 646 282 652H188C178 620 182 590 196 566Z'
const EYESTAY = 'M-62 418L122 536L100 566L-76 450Z'
const HEEL = 'M-276 652C-284 600-282 540-270 500L-204 520C-212 560-208 610-192 652Z'

function laces(): string {
  return [0, 1, 2, 3, 4]
    .map((i) => {
      const x = -44 + i * 34
      const y = 428 + i * 24
      return `M${x - 8} ${y + 14}L${x + 22} ${y - 4}`
    })
    .join('')
}

function sneaker(): Mark[] {
  return [
    body(UPPER),
    body(HEEL, 'shade'),
    body(TOE, 'shade'),
    body(EYESTAY, 'shade'),
    edge(UPPER + HEEL + TOE + EYESTAY),
    stitch('M-262 510C-250 540-250 600-240 646M190 574C178 600 178 630 186 646M-52 438L112 546'),
    body(SOLE, 'sole'),
    { d: 'M-292 690H296', layer: 'detail', stroke: '#D8D0C2', width: 10 },
    seam(SOLE),
    seam('M-290 664H294', 1.4),
    { d: laces(), layer: 'trim', stroke: 'sole', width: 7 },
    trim(
      [0, 1, 2, 3, 4]
        .map((i) => `M${-50 + i * 34} ${442 + i * 24}a4 4 0 1 0 8 0a4 4 0 1 0-8 0Z`)
        .join(''),
      'deep',
    ),
    fold('M-160 500C-100 520-40 540 20 520', true),
  ]
}

function pairOf(marks: Mark[], side: Side): Mark[] {
  const behind = marks
    .filter((m) => m.layer === 'body')
    .map((m) => ({
      ...m,
      d: movePath(scalePath(m.d, 0.92, 0.92, 0, 560), 48, -74),
      fill: m.fill === 'sole' ? ('#E2DBCE' as const) : ('shade' as const),
    }))
  const pair = [...behind, ...marks]
  return side === 'back' ? pair.map((m) => ({ ...m, d: mirrorPath(m.d) })) : pair
}

function sneakers(side: Side): Shape {
  return {
    marks: pairOf(sneaker(), side),
    fabric: 'leather',
    focus: { x: -140, y: 360, w: 260, h: 325 },
    mount: 'plinth',
    top: { y: 330, half: 290 },
    bottom: 714,
    measures: { a: [-292, 750, 292, 750], b: [310, 420, 310, 714] },
  }
}

function footbed(cx: number, dir: number): string {
  const x = (v: number): number => cx + v * dir
  return (
    `M${x(0)} 230C${x(70)} 230 ${x(92)} 290 ${x(92)} 360C${x(92)} 440 ${x(74)} 520 ${x(72)} 600` +
    `C${x(70)} 690 ${x(66)} 800 ${x(0)} 806C${x(-66)} 800 ${x(-70)} 690 ${x(-70)} 600` +
    `C${x(-72)} 520 ${x(-84)} 440 ${x(-84)} 360C${x(-84)} 290 ${x(-70)} 230 ${x(0)} 230Z`
  )
}

function strap(cx: number, dir: number, y: number): string {
  const x = (v: number): number => cx + v * dir
  return `M${x(-100)} ${y}C${x(-40)} ${y - 22} ${x(40)} ${y - 22} ${x(104)} ${y}L${x(104)} ${y + 70}C${x(40)} ${y + 50} ${x(-40)} ${y + 50} ${x(-100)} ${y + 70}Z`
}

function sandal(cx: number, dir: number, sole: boolean): Mark[] {
  const bed = footbed(cx, dir)
  if (sole) {
    const tread = [300, 360, 420, 480, 540, 600, 660, 720]
      .map((y) => `M${cx - 60} ${y}H${cx + 60}`)
      .join('')
    return [
      body(bed, '#3A332D'),
      { d: tread, layer: 'detail', stroke: '#5A5048', width: 8 },
      seam(bed),
    ]
  }
  const straps = strap(cx, dir, 330) + strap(cx, dir, 470)
  const buckles = [330, 470].map((y) => `M${cx + 82 * dir - 14} ${y + 16}h28v40h-28Z`).join('')
  return [
    { d: bed, layer: 'body', stroke: '#3A332D', width: 14 },
    body(bed, 'cork'),
    { d: bed, layer: 'detail', stroke: '#E6D6BC', width: 6, opacity: 0.8 },
    lift(straps),
    body(straps),
    edge(straps),
    stitch(strap(cx, dir, 340).replace(/Z$/, '')),
    { d: buckles, layer: 'trim', stroke: 'metal', width: 6 },
  ]
}

function sandals(side: Side): Shape {
  return {
    marks: [
      ...sandal(-120, -1, side === 'back'),
      ...sandal(120, 1, false),
      fold('M70 360C110 380 150 380 190 360', true),
    ],
    fabric: 'leather',
    focus: { x: 0, y: 280, w: 260, h: 325 },
    mount: 'plinth',
    top: { y: 230, half: 220 },
    bottom: 812,
    measures: { a: [-212, 850, -28, 850], b: [240, 230, 240, 806] },
  }
}

export const FOOTWEAR = { sneakers, sandals } satisfies Record<string, DrawShape>
