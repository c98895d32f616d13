import { both, closed, symmetric } from '../path'
import { body, buttons, edge, fold, lift, seam, stitch, trim } from './marks'
import type { DrawShape, Mark, Shape, Side } from './types'

const DRESS = symmetric(
  [0, 172],
  [
    [40, 172, 56, 168, 62, 160],
    [122, 172],
    [160, 160, 200, 190, 206, 240],
    [190, 282],
    [160, 290, 140, 284, 128, 270],
    [124, 330, 118, 390, 114, 430],
    [150, 520, 220, 760, 256, 920],
    [170, 934, 80, 938, 0, 938],
  ],
)

const BOW =
  'M60 432C30 400 14 420 22 440C30 458 50 446 60 432C90 400 106 420 98 440C90 458 70 446 60 432Z'
const TAILS =
  'M56 438C48 480 36 520 30 560L44 562C50 520 58 480 62 440ZM64 438C74 480 86 520 96 556L82 560C74 520 68 480 58 440Z'

function dress(side: Side): Shape {
  const neck: Mark[] =
    side === 'back'
      ? [
          seam('M0 176V520', 2.2),
          trim('M-5 180h10v26h-10Z', 'metal'),
          stitch('M-58 180C-30 184 30 184 58 180'),
        ]
      : [
          body('M-58 170H58V200C58 208 52 212 46 212H-46C-52 212-58 208-58 200Z', 'deep'),
          stitch('M-68 170V206C-68 216-60 222-50 222H50C60 222 68 216 68 206V170'),
          ...buttons(
            [
              [0, 250],
              [0, 300],
              [0, 350],
              [0, 400],
            ],
            6,
          ),
          seam(both([60, 290], [[56, 400]]), 1.4),
        ]
  return {
    marks: [
      body(DRESS),
      ...neck,
      seam(both([122, 172], [[116, 210, 118, 240, 128, 270]])),
      stitch(both([130, 262], [[150, 272, 170, 272, 192, 268]])),
      body('M-116 420H116L114 446H-114Z'),
      edge('M-116 420H116L114 446H-114Z'),
      ...(side === 'front'
        ? [lift(BOW + TAILS), body(TAILS, 'shade'), body(BOW), edge(BOW + TAILS)]
        : []),
      fold('M-40 460C-50 600-80 760-90 900'),
      fold('M60 600C80 700 110 800 130 900'),
      fold('M-150 560C-170 680-190 800-200 900', true),
      fold('M160 240C170 230 180 230 190 240', true),
      stitch(both([0, 926], [[80, 926, 170, 922, 250, 908]])),
    ],
    fabric: 'voile',
    focus: { x: -150, y: 130, w: 300, h: 375 },
    mount: 'hanger',
    top: { y: 160, half: 122 },
    bottom: 938,
    measures: { a: [-124, 300, 124, 300], b: [-170, 172, -170, 930], c: [-114, 433, 114, 433] },
  }
}

const KIDS_DRESS = symmetric(
  [0, 260],
  [
    [30, 260, 50, 254, 62, 246],
    [120, 262],
    [160, 250, 196, 280, 196, 322],
    [176, 356],
    [150, 356, 134, 346, 126, 336],
    [124, 380, 122, 420, 120, 450],
    [180, 560, 230, 660, 250, 720],
    [262, 790],
    [160, 800, 80, 804, 0, 804],
  ],
)

const SASH_BOW =
  'M0 452C-40 420-60 440-52 460C-44 478-16 466 0 452C40 420 60 440 52 460C44 478 16 466 0 452Z'
const SASH_TAILS =
  'M-4 456C-20 500-30 540-40 580L-26 584C-16 544-6 504 4 460ZM4 456C20 500 30 540 40 580L26 584C16 544 6 504-4 460Z'

const peterPan = (sx: number): string =>
  closed(
    [2, 262],
    [
      [30, 262, 56, 254, 64, 246],
      [98, 258, 106, 292, 82, 312],
      [58, 326, 20, 316, 2, 290],
    ],
    sx,
  )

function kidsDress(side: Side): Shape {
  const collar = peterPan(1) + peterPan(-1)
  const smock = [380, 400, 420]
    .map(
      (y) =>
        `M-118 ${y}${Array.from({ length: 12 }, (_, i) => `L${-98 + i * 20} ${y + (i % 2 ? 0 : 8)}`).join('')}`,
    )
    .join('')
  const top: Mark[] =
    side === 'back'
      ? [
          seam('M0 262V450'),
          ...buttons(
            [
              [0, 300],
              [0, 350],
              [0, 400],
            ],
            6,
          ),
          lift(SASH_BOW + SASH_TAILS),
          body(SASH_TAILS, 'shade'),
          body(SASH_BOW, 'shade'),
          edge(SASH_BOW + SASH_TAILS),
        ]
      : [
          body('M-62 246C-40 256 40 256 62 246L2 276H-2Z', 'deep'),
          lift(collar),
          body(collar, 'cream'),
          edge(collar),
          stitch(smock),
        ]
  return {
    marks: [
      body(KIDS_DRESS),
      seam('M-120 450C-60 456 60 456 120 450'),
      seam('M-250 720C-120 732 120 732 250 720'),
      {
        d: Array.from({ length: 13 }, (_, i) => `M${-216 + i * 36} 734l${i < 6 ? -6 : 6} 60`).join(
          '',
        ),
        layer: 'detail',
        stroke: 'deep',
        width: 4,
        opacity: 0.18,
      },
      stitch(both([130, 330], [[150, 340, 166, 342, 182, 340]])),
      seam(both([120, 262], [[114, 290, 116, 316, 126, 336]])),
      ...top,
      fold('M-60 480C-80 560-100 640-110 716'),
      fold('M80 500C110 580 130 650 140 716', true),
      stitch(both([0, 792], [[80, 792, 170, 788, 258, 778]])),
    ],
    fabric: 'poplin',
    focus: { x: -140, y: 220, w: 280, h: 350 },
    mount: 'hanger',
    top: { y: 246, half: 120 },
    bottom: 804,
    measures: { a: [-124, 370, 124, 370], b: [-160, 262, -160, 796], c: [-120, 452, 120, 452] },
  }
}

export const DRESSES = { dress, 'kids-dress': kidsDress } satisfies Record<string, DrawShape>
