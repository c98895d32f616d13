import { circle, closed, ellipse, rect } from '../path'
import { scaleShape } from './scale'
import { body, edge, fold, glint, lift, seam, stitch, trim } from './marks'
import type { DrawShape, Mark, Shape, Side } from './types'

const CROWN = 'M-210 560C-210 380-110 300 0 300C110 300 210 380 210 560Z'
const PROFILE =
  'M-214 566C-228 410-126 290 6 290C146 290 216 400 212 552C200 562 120 572-20 574C-120 574-190 572-214 566Z'
const PEAK = 'M96 550C200 522 350 536 404 586C384 612 310 620 214 604C160 596 116 580 96 566Z'
const SUN =
  'M100 470a30 30 0 0 1 60 0ZM130 430v-14M104 442l-10-10M156 442l10-10M88 466h-12M172 466h12'

function capBack(): Mark[] {
  const opening = 'M-64 562C-64 470 64 470 64 562Z'
  return [
    body('M-250 566C-200 600 200 600 250 566L236 556C160 590-160 590-236 556Z', 'shade'),
    body(CROWN),
    body(opening, 'deep'),
    seam('M0 300V470M0 300C-90 330-150 430-164 560M0 300C90 330 150 430 164 560'),
    stitch('M-8 306V470M8 306V470'),
    body(rect(-84, 512, 168, 24, 6)),
    edge(rect(-84, 512, 168, 24, 6)),
    trim(rect(22, 506, 30, 36, 4), 'metal'),
    trim(ellipse(0, 302, 16, 8), 'base', 'seam', 1.2),
    trim(circle(-110, 400, 6) + circle(110, 400, 6), 'deep'),
  ]
}

function capSide(): Mark[] {
  return [
    body('M-200 566C-200 520-170 500-136 500C-120 520-118 548-120 572Z', 'deep'),
    body(PROFILE),
    seam('M6 290C44 360 58 470 50 570M6 290C-74 336-124 446-140 568'),
    stitch('M16 294C56 364 70 470 62 568M-4 294C-84 340-134 448-152 566'),
    lift(PEAK),
    body(PEAK),
    body(
      'M96 566C140 586 190 600 230 606C300 618 370 614 404 586C380 630 250 634 170 612C130 600 106 586 96 566Z',
      'deep',
    ),
    stitch('M150 542C240 526 330 544 378 584M164 556C244 544 316 560 352 594'),
    seam('M-214 566C-190 572-120 574-20 574C120 572 200 562 212 552', 1.6),
    trim(ellipse(6, 290, 18, 8), 'base', 'seam', 1.2),
    trim(circle(-60, 400, 6), 'deep'),
    { d: SUN, layer: 'trim', stroke: 'cream', width: 5 },
    fold('M-150 420C-160 470-170 520-176 560', true),
  ]
}

function cap(side: Side): Shape {
  return {
    marks: side === 'back' ? capBack() : capSide(),
    fabric: 'twill',
    mount: 'plinth',
    top: { y: 300, half: 210 },
    measures: { a: [-214, 680, 404, 680], b: [-250, 290, -250, 574] },
    focus:
      side === 'back' ? { x: -150, y: 330, w: 300, h: 375 } : { x: -20, y: 300, w: 300, h: 375 },
    bottom: side === 'back' ? 600 : 636,
  }
}

const lens = (sx: number): string =>
  closed(
    [30, 446],
    [
      [30, 432, 42, 424, 56, 424],
      [200, 424],
      [216, 424, 224, 434, 222, 450],
      [212, 540],
      [208, 566, 190, 580, 160, 580],
      [80, 580],
      [52, 580, 38, 562, 32, 532],
    ],
    sx,
  )

function sunglasses(side: Side): Shape {
  const lenses = lens(1) + lens(-1)
  const temples: Mark[] =
    side === 'back'
      ? [
          {
            d: 'M214 446C120 470-60 488-190 470M-214 446C-120 470 60 488 190 470',
            layer: 'body',
            stroke: 'shade',
            width: 14,
          },
        ]
      : [{ d: 'M216 440L262 446M-216 440L-262 446', layer: 'body', stroke: 'shade', width: 16 }]
  const marks: Mark[] = [
    ...temples,
    { d: lenses, layer: 'body', stroke: 'base', width: 20 },
    { d: lenses, layer: 'body', fill: 'lens', opacity: side === 'back' ? 0.86 : 1 },
    { d: 'M-30 452C-16 436 16 436 30 452', layer: 'body', stroke: 'base', width: 16 },
    glint('M60 440L100 440L60 520ZM-200 440L-160 440L-200 520Z', 0.14),
    { d: lenses, layer: 'detail', stroke: 'light', width: 3, opacity: 0.5 },
    trim(circle(206, 444, 4) + circle(-206, 444, 4), 'metal'),
  ]
  const shape: Shape = {
    marks,
    fabric: 'plain',
    focus: { x: 20, y: 360, w: 240, h: 300 },
    mount: 'plinth',
    top: { y: 420, half: 240 },
    bottom: 596,
    measures: { a: [-234, 620, 234, 620], b: [250, 424, 250, 580] },
  }
  return scaleShape(shape, 1.35, 1.35)
}

export const WEARABLES = { cap, sunglasses } satisfies Record<string, DrawShape>
