import { both, bothClosed, closed, symmetric } from '../path'
import { body, buttons, cord, edge, fold, lift, seam, stitch, trim } from './marks'
import type { DrawShape, Mark, Shape, Side } from './types'

const CHORE = symmetric(
  [0, 196],
  [
    [30, 196, 62, 192, 84, 184],
    [214, 222],
    [252, 300, 276, 470, 294, 650],
    [298, 716],
    [234, 720],
    [232, 654],
    [226, 520, 216, 420, 206, 378],
    [208, 520, 210, 660, 212, 800],
    [0, 800],
  ],
)

const choreLeaf = (sx: number): string =>
  closed(
    [2, 222],
    [
      [28, 206, 60, 192, 84, 184],
      [108, 190, 124, 202, 130, 214],
      [66, 298],
      [44, 272, 22, 244, 2, 222],
    ],
    sx,
  )

function jacket(side: Side): Shape {
  const cuffs = bothClosed(
    [232, 654],
    [
      [294, 650],
      [298, 716],
      [234, 720],
    ],
  )
  const leaves = choreLeaf(1) + choreLeaf(-1)
  const pockets = 'M60 320h100v96H60ZM-180 540h120v130h-120ZM60 540h120v130H60Z'
  const details: Mark[] =
    side === 'back'
      ? [
          seam('M-214 270C-100 286 100 286 214 270'),
          stitch('M-212 280C-100 296 100 296 212 280'),
          body('M-84 184C-50 172 50 172 84 184L108 216C50 204-50 204-108 216Z', 'shade'),
          edge('M-84 184C-50 172 50 172 84 184L108 216C50 204-50 204-108 216Z'),
        ]
      : [
          body('M-84 186C-50 176 50 176 84 186L2 224H-2Z', 'deep'),
          edge('M0 224V800'),
          stitch('M-12 226V798'),
          body(pockets),
          edge(pockets),
          stitch(
            'M60 336h100M-180 556h120M60 556h120M66 326v84h88v-84M-174 546v118h108v-118M66 546v118h108v-118',
          ),
          lift(leaves),
          body(leaves, 'shade'),
          edge(leaves),
          ...buttons(
            [250, 350, 450, 550, 650, 750].map((y) => [0, y] as const),
            8,
          ),
        ]
  return {
    marks: [
      body(CHORE),
      ...details,
      body(cuffs),
      edge(cuffs),
      stitch(both([234, 666], [[294, 662]])),
      seam(both([214, 222], [[196, 270, 196, 330, 206, 378]])),
      stitch(both([0, 786], [[212, 786]])),
      fold('M150 440C170 520 192 580 204 650'),
      fold('M-100 300C-80 380-110 440-80 500', true),
    ],
    fabric: 'twill',
    focus: { x: -40, y: 160, w: 260, h: 325 },
    mount: 'hanger',
    top: { y: 184, half: 214 },
    bottom: 800,
    measures: { a: [-206, 400, 206, 400], b: [-130, 210, -130, 800], c: [218, 226, 300, 712] },
  }
}

const HOODIE = symmetric(
  [0, 214],
  [
    [36, 214, 70, 206, 92, 196],
    [206, 236],
    [248, 320, 270, 480, 282, 640],
    [278, 714],
    [222, 714],
    [224, 646],
    [220, 520, 210, 420, 198, 382],
    [202, 520, 204, 640, 204, 736],
    [200, 800],
    [0, 800],
  ],
)

const HOOD_OPENING =
  'M-84 214C-100 160-62 124 0 124C62 124 100 160 84 214C64 246 34 268 0 276C-34 268-64 246-84 214Z'
const HOOD_FLAT = 'M-96 200C-124 300-80 404 0 424C80 404 124 300 96 200C60 180-60 180-96 200Z'

function hoodie(side: Side): Shape {
  const pocket = 'M-120 540H120C130 590 150 640 170 680V736H-170V680C-150 640-130 590-120 540Z'
  const cuffs = bothClosed(
    [224, 646],
    [
      [282, 640],
      [278, 714],
      [222, 714],
    ],
  )
  const hood: Mark[] =
    side === 'back'
      ? [lift(HOOD_FLAT), body(HOOD_FLAT), edge(HOOD_FLAT), seam('M0 186V424')]
      : [
          body(HOOD_OPENING, 'deep'),
          { d: HOOD_OPENING, layer: 'body', stroke: 'base', width: 22 },
          edge(HOOD_OPENING),
          stitch('M-100 212C-118 150-70 110 0 110C70 110 118 150 100 212'),
          body(pocket),
          edge(pocket),
          stitch('M-114 548C-104 596-124 646-162 686M114 548C104 596 124 646 162 686'),
          cord('M-26 262C-30 320-24 380-30 430M26 262C30 320 24 380 30 430', 'light', 6),
          trim('M-34 428h8v26h-8ZM26 428h8v26h-8Z', 'metal'),
          trim(
            'M-31 262a5 5 0 1 0 10 0a5 5 0 1 0-10 0ZM21 262a5 5 0 1 0 10 0a5 5 0 1 0-10 0Z',
            'metal',
          ),
        ]
  return {
    marks: [
      ...(side === 'front'
        ? [body('M-110 232C-150 150-100 92 0 90C100 92 150 150 110 232Z', 'shade')]
        : []),
      body(HOODIE),
      body('M-204 736H204L200 800H-200Z', 'rib'),
      body(cuffs, 'rib'),
      seam('M-204 736H204'),
      seam(both([224, 646], [[282, 640]])),
      seam(both([92, 196], [[150, 280, 180, 330, 198, 382]])),
      ...hood,
      fold('M160 460C180 540 196 600 210 640'),
      fold('M-160 460C-180 540-196 600-210 640'),
    ],
    fabric: 'fleece',
    focus: { x: -160, y: 100, w: 320, h: 400 },
    mount: 'hanger',
    top: { y: 196, half: 206 },
    bottom: 800,
    measures: { a: [-198, 420, 198, 420], b: [-130, 230, -130, 800], c: [100, 200, 280, 712] },
  }
}

const OUTER = symmetric(
  [0, 200],
  [
    [40, 200, 80, 194, 100, 184],
    [230, 214],
    [280, 232, 322, 300, 344, 470],
    [256, 500],
    [236, 470, 222, 440, 214, 410],
    [218, 600, 224, 800, 230, 934],
    [150, 936, 60, 938, 0, 938],
  ],
)

const outerBand = (sx: number): string =>
  closed(
    [100, 184],
    [
      [70, 196, 40, 240, 36, 300],
      [54, 938],
      [86, 938],
      [68, 310],
      [70, 258, 88, 218, 114, 196],
    ],
    sx,
  )

function outer(side: Side): Shape {
  const bands = outerBand(1) + outerBand(-1)
  const pockets = 'M100 600h92v100h-92ZM-192 600h92v100h-92Z'
  const front: Mark[] =
    side === 'back'
      ? [
          body('M-100 184C-60 196 60 196 100 184L106 198C60 212-60 212-106 198Z', 'shade'),
          seam('M0 206V938'),
        ]
      : [
          body(
            'M-100 184C-60 196 60 196 100 184C70 196 40 240 36 300L54 938H-54L-36 300C-40 240-70 196-100 184Z',
            'deep',
          ),
          lift(bands),
          body(bands, 'shade'),
          edge(bands),
          body(pockets),
          edge(pockets),
          stitch('M100 616h92M-192 616h92'),
        ]
  return {
    marks: [
      body(OUTER),
      ...front,
      seam(both([230, 214], [[220, 300, 214, 360, 214, 410]])),
      stitch(both([250, 486], [[336, 456]])),
      stitch(both([90, 926], [[150, 924, 200, 922, 228, 920]])),
      fold('M300 330C290 380 286 420 290 470'),
      fold('M-300 330C-290 380-286 420-290 470'),
      fold('M-150 400C-130 520-160 660-130 800', true),
    ],
    fabric: 'voile',
    focus: { x: 10, y: 500, w: 240, h: 300 },
    mount: 'hanger',
    top: { y: 184, half: 230 },
    bottom: 938,
    measures: { a: [-214, 440, 214, 440], b: [-150, 200, -150, 932], c: [104, 190, 340, 474] },
  }
}

export const OUTERWEAR = { jacket, hoodie, outer } satisfies Record<string, DrawShape>
