import { circle, rect } from '../path'
import { body, edge, fold, rivets, seam, stitch, trim } from './marks'
import type { DrawShape, Mark, Shape, Side } from './types'

const TOTE = 'M-190 420H190L222 800C222 812 214 820 202 820H-202C-214 820-222 812-222 800Z'

function bag(side: Side): Shape {
  const handle = (dx: number): string =>
    `M${-110 + dx} 424C${-110 + dx} 230 ${110 + dx} 230 ${110 + dx} 424`
  const tabs = 'M-124 418h28v44h-28ZM96 418h28v44h-28Z'
  const face: Mark[] =
    side === 'back'
      ? [seam('M-150 520H150', 3), trim('M132 512h16v30h-16Z', 'metal')]
      : [body(rect(-44, 470, 88, 26, 3), 'gold'), stitch('M-206 560H206')]
  return {
    marks: [
      { d: handle(14), layer: 'body', stroke: 'deep', width: 22 },
      body(TOTE),
      body(
        'M190 420L222 800C222 812 214 820 202 820L196 820 170 440ZM-190 420L-222 800C-222 812-214 820-202 820L-196 820-170 440Z',
        'shade',
      ),
      { d: handle(0), layer: 'body', stroke: 'base', width: 22 },
      { d: handle(0), layer: 'detail', stroke: 'stitch', width: 1.4, dash: '5 4', opacity: 0.6 },
      body(tabs),
      edge(tabs),
      rivets(
        [
          [-110, 448],
          [110, 448],
        ],
        'gold',
        5,
      ),
      stitch('M-186 436H186M-204 800H204M-190 432L-212 796M190 432L212 796'),
      ...face,
      fold('M-160 700C-80 720 60 690 160 720'),
      fold('M-120 480C-130 560-110 640-130 720', true),
    ],
    fabric: 'leather',
    focus: { x: -150, y: 330, w: 300, h: 375 },
    mount: 'plinth',
    top: { y: 260, half: 190 },
    bottom: 820,
    measures: { a: [-222, 850, 222, 850], b: [250, 420, 250, 820], c: [-190, 390, 190, 390] },
  }
}

function wallet(side: Side): Shape {
  if (side === 'back') {
    const slots = [0, 1, 2]
      .map((i) => `M${-280} ${470 + i * 46}H-30M30 ${470 + i * 46}H280`)
      .join('')
    const cards = [
      { d: rect(-270, 440, 230, 120, 10), fill: '#C8613F' },
      { d: rect(-262, 486, 220, 120, 10), fill: '#F2EBDD' },
      { d: rect(40, 450, 230, 120, 10), fill: '#8FA487' },
    ] as const
    return {
      marks: [
        body(rect(-300, 400, 600, 300, 20)),
        body(rect(-284, 416, 568, 268, 12), 'shade'),
        ...cards.map((c) => body(c.d, c.fill)),
        body('M-284 470H-24V684H-284ZM24 480H284V684H24Z'),
        seam(slots, 1.6),
        seam('M0 404V696', 2.4),
        stitch(rect(-288, 408, 576, 284, 14)),
      ],
      fabric: 'leather',
      focus: { x: -300, y: 380, w: 280, h: 350 },
      mount: 'plinth',
      top: { y: 400, half: 300 },
      bottom: 700,
      measures: { a: [-300, 730, 300, 730], b: [320, 400, 320, 700] },
    }
  }
  const shell = rect(-210, 380, 420, 300, 22)
  return {
    marks: [
      body(rect(-176, 346, 300, 80, 2), '#D5D9C6'),
      body(rect(-150, 360, 300, 80, 2), '#EEE6D6'),
      body(shell),
      { d: shell, layer: 'detail', stroke: 'deep', width: 5, opacity: 0.6 },
      body('M-210 402C-210 390-200 380-188 380H-170V680H-188C-200 680-210 670-210 658Z', 'shade'),
      seam('M200 392V668', 1.2),
      stitch(rect(-196, 394, 392, 272, 14)),
      { d: rect(90, 590, 90, 44, 6), layer: 'detail', stroke: 'deep', width: 3, opacity: 0.35 },
      { d: circle(135, 612, 9), layer: 'detail', stroke: 'deep', width: 3, opacity: 0.35 },
      fold('M-120 460C-20 440 80 470 160 450', true),
    ],
    fabric: 'leather',
    focus: { x: -20, y: 460, w: 240, h: 300 },
    mount: 'plinth',
    top: { y: 380, half: 210 },
    bottom: 680,
    measures: { a: [-210, 710, 210, 710], b: [236, 380, 236, 680] },
  }
}

export const BAGS = { bag, wallet } satisfies Record<string, DrawShape>
