import { both, bothClosed, symmetric } from '../path'
import { body, buttons, edge, fold, rivets, seam, stitch } from './marks'
import type { DrawShape, Mark, Shape, Side } from './types'

const TROUSERS = symmetric(
  [0, 150],
  [
    [172, 150],
    [176, 200],
    [184, 260, 192, 300, 192, 340],
    [180, 905],
    [34, 905],
    [28, 700, 16, 520, 6, 448],
    [0, 444],
  ],
)

const WAISTBAND = 'M-172 150H172L176 200H-176Z'
const LOOPS =
  bothClosed(
    [64, 144],
    [
      [76, 144],
      [76, 206],
      [64, 206],
    ],
  ) +
  bothClosed(
    [150, 144],
    [
      [162, 144],
      [163, 206],
      [151, 206],
    ],
  )

function waist(side: Side, thread: 'stitch' | 'thread'): Mark[] {
  return [
    body(WAISTBAND),
    edge(WAISTBAND),
    stitch('M-172 157H172M-175 193H175', thread),
    body(LOOPS),
    edge(LOOPS),
    ...(side === 'front' ? [edge('M0 200V444'), ...buttons([[0, 175]], 8)] : [seam('M0 200V444')]),
  ]
}

function trousers(side: Side): Shape {
  const front: Mark[] =
    side === 'back'
      ? [
          seam('M60 262h92M-60 262h-92'),
          edge('M60 268h92M-60 268h-92'),
          ...buttons(
            [
              [106, 286],
              [-106, 286],
            ],
            5.5,
          ),
          seam(both([96, 200], [[98, 250]])),
        ]
      : [
          stitch('M-30 204V380C-30 410-14 424 0 432'),
          seam(both([118, 200], [[186, 300]])),
          stitch(both([126, 200], [[187, 290]])),
          seam(both([98, 200], [[98, 250]]), 1.4),
        ]
  return {
    marks: [
      body(TROUSERS),
      ...waist(side, 'stitch'),
      ...front,
      {
        d: both([98, 260], [[106, 905]]),
        layer: 'detail',
        stroke: 'light',
        width: 3,
        opacity: 0.6,
      },
      stitch(both([34, 890], [[180, 890]])),
      fold('M40 520C60 560 50 620 70 660'),
      fold('M-40 520C-60 560-50 620-70 660'),
      fold('M-150 700C-130 760-150 820-140 880', true),
    ],
    fabric: 'twill',
    focus: { x: -60, y: 110, w: 280, h: 350 },
    mount: 'clip',
    top: { y: 150, half: 172 },
    bottom: 905,
    measures: { a: [-172, 175, 172, 175], b: [206, 150, 206, 905], c: [-24, 452, -34, 900] },
  }
}

const JEANS = symmetric(
  [0, 150],
  [
    [172, 150],
    [176, 200],
    [186, 260, 194, 300, 194, 340],
    [172, 905],
    [40, 905],
    [30, 700, 16, 520, 6, 448],
    [0, 444],
  ],
)

function jeans(side: Side): Shape {
  const scoop = (sx: number): string =>
    `M${70 * sx} 200C${80 * sx} 262 ${130 * sx} 292 ${186 * sx} 294`
  const backPockets = bothClosed(
    [44, 318],
    [
      [160, 310],
      [156, 430],
      [104, 452],
      [52, 436],
    ],
  )
  const detail: Mark[] =
    side === 'back'
      ? [
          seam('M-184 258L0 300L184 258'),
          stitch('M-184 266L0 308L184 266', 'thread'),
          body(backPockets),
          edge(backPockets),
          stitch(
            bothClosed(
              [50, 326],
              [
                [152, 318],
                [149, 424],
                [104, 444],
                [58, 430],
              ],
            ),
            'thread',
          ),
          stitch('M64 370C88 392 116 392 144 364M-64 370C-88 392-116 392-144 364', 'thread'),
          body('M92 158h64v30h-64Z', 'tan'),
          edge('M92 158h64v30h-64Z'),
        ]
      : [
          edge(scoop(1) + scoop(-1)),
          stitch(
            `${scoop(1)}M78 200C88 254 134 282 186 284M-78 200C-88 254-134 282-186 284`,
            'thread',
          ),
          body('M-164 204h48v50h-48Z'),
          edge('M-164 204h48v50h-48Z'),
          stitch('M-164 212h48', 'thread'),
          stitch('M-30 204V380C-30 410-14 424 0 432M-22 204V376C-22 404-10 416 0 422', 'thread'),
          rivets([
            [72, 206],
            [-72, 206],
            [184, 292],
            [-184, 292],
            [-116, 206],
            [-164, 206],
          ]),
        ]
  return {
    marks: [
      body(JEANS),
      body(WAISTBAND),
      edge(WAISTBAND),
      stitch('M-172 157H172M-175 193H175', 'thread'),
      body(LOOPS),
      edge(LOOPS),
      ...(side === 'front' ? [edge('M0 200V444')] : [seam('M0 200V444')]),
      ...detail,
      ...(side === 'front' ? [rivets([[0, 175]], 'metal', 10)] : []),
      stitch(both([40, 888], [[172, 888]]) + both([40, 896], [[172, 896]]), 'thread'),
      stitch(both([186, 300], [[174, 880]]), 'thread'),
      fold('M40 520C60 560 50 620 70 660'),
      fold('M-40 520C-60 560-50 620-70 660'),
      fold('M120 440C110 520 130 600 110 700', true),
      fold('M-60 760C-90 770-120 766-150 776'),
      fold('M60 780C90 790 120 786 150 796'),
    ],
    fabric: 'denim',
    focus: { x: -200, y: 120, w: 280, h: 350 },
    mount: 'clip',
    top: { y: 150, half: 172 },
    bottom: 905,
    measures: { a: [-172, 175, 172, 175], b: [206, 150, 206, 905], c: [-24, 452, -40, 900] },
  }
}

export const BOTTOMS = { trousers, jeans } satisfies Record<string, DrawShape>
