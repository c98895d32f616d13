import { circle, ellipse, rect, symmetric } from '../path'
import { body, edge, fold, lift, stitch, trim } from './marks'
import type { DrawShape, Shape, Side } from './types'

const SQUARE = 'M-280 220H120L280 380V780H-280Z'
const FLAP = 'M120 220L280 380H120Z'

function hijab(side: Side): Shape {
  const base = { fabric: 'voile' as const, mount: 'head' as const, top: { y: 220, half: 280 } }
  const measures = { a: [-280, 196, 280, 196], b: [-304, 220, -304, 780] } as const
  if (side === 'worn') {
    const outline = symmetric(
      [0, 222],
      [
        [96, 222, 150, 300, 150, 400],
        [150, 470, 140, 520, 150, 560],
        [200, 600, 290, 640, 316, 720],
        [336, 790, 320, 880, 290, 960],
        [200, 950, 100, 990, 0, 1000],
      ],
    )
    return {
      ...base,
      marks: [
        { ...body(outline + ellipse(0, 400, 80, 108)), evenOdd: true },
        { d: ellipse(0, 400, 86, 114), layer: 'detail', stroke: 'shade', width: 12 },
        stitch(ellipse(0, 400, 96, 124)),
        fold('M-40 530C-80 640-120 760-130 900'),
        fold('M40 530C80 640 120 760 130 900'),
        fold('M0 540C-10 660 10 800 0 960', true),
        fold('M-150 600C-200 700-240 820-250 940', true),
        fold('M150 600C200 700 240 820 250 940'),
        fold('M-120 300C-140 360-140 420-130 480', true),
        trim(circle(92, 520, 6), 'gold'),
      ],
      focus: { x: -160, y: 220, w: 320, h: 400 },
      bottom: 1000,
      measures,
    }
  }
  if (side === 'back') {
    // Folded on the diagonal, the way a square hijab is worn; the under layer peeks out.
    const under = 'M-332 342H348L8 690Z'
    const top = 'M-340 330H340L0 680Z'
    return {
      ...base,
      marks: [
        body(under, 'shade'),
        body(top),
        edge(top),
        stitch('M-324 338L0 668L324 338'),
        { d: 'M-290 352L0 650L290 352', layer: 'detail', stroke: 'shade', width: 10 },
        body(rect(-20, 600, 40, 22, 2), 'cream'),
        fold('M-200 380C-100 430 60 400 200 440'),
        fold('M-120 470C-40 500 60 480 130 510', true),
      ],
      focus: { x: -160, y: 330, w: 320, h: 400 },
      bottom: 690,
      measures,
    }
  }
  return {
    ...base,
    marks: [
      body(SQUARE),
      { d: 'M-254 246H132L254 368V754H-254Z', layer: 'detail', stroke: 'shade', width: 10 },
      stitch('M-272 228H117L272 383V772H-272Z'),
      lift(FLAP),
      body(FLAP, 'shade'),
      edge(FLAP),
      body(rect(220, 736, 40, 22, 2), 'cream'),
      fold('M-240 360C-120 420 0 380 120 440'),
      fold('M-200 600C-80 560 60 640 220 600', true),
      fold('M-220 700C-100 720 40 690 200 730'),
    ],
    focus: { x: 40, y: 200, w: 260, h: 325 },
    bottom: 780,
    measures,
  }
}

export const HIJAB = { hijab } satisfies Record<string, DrawShape>
