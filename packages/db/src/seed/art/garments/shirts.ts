import { both, bothClosed, closed, symmetric } from '../path'
import { body, buttons, edge, fold, lift, seam, stitch } from './marks'
import type { DrawShape, Mark, Shape, Side } from './types'

const LONG_SLEEVE = symmetric(
  [0, 200],
  [
    [30, 200, 60, 196, 78, 188],
    [202, 226],
    [236, 296, 262, 470, 280, 640],
    [284, 712],
    [228, 716],
    [226, 650],
    [222, 520, 210, 420, 196, 372],
    [200, 520, 204, 680, 206, 782],
    [176, 788, 156, 842, 0, 846],
  ],
)

const pointLeaf = (sx: number): string =>
  closed(
    [4, 214],
    [
      [26, 200, 56, 188, 80, 184],
      [98, 190, 110, 200, 114, 210],
      [54, 278],
      [38, 256, 20, 232, 4, 214],
    ],
    sx,
  )

function pointCollar(side: Side): Mark[] {
  if (side === 'back') {
    const fall = 'M-80 184C-50 172 50 172 80 184L98 210C50 198-50 198-98 210Z'
    return [lift(fall), body(fall), edge(fall), stitch('M-90 203C-50 192 50 192 90 203')]
  }
  const leaves = pointLeaf(1) + pointLeaf(-1)
  return [
    body('M-80 186C-50 174 50 174 80 186L4 216H-4Z', 'deep'),
    body('M-80 184C-50 170 50 170 80 184L80 190C50 180-50 180-80 190Z', 'shade'),
    lift(leaves),
    body(leaves),
    edge(leaves),
    stitch(both([10, 216], [[24, 234, 38, 254, 52, 270]])),
  ]
}

function shirt(side: Side): Shape {
  const cuffs = bothClosed(
    [226, 650],
    [
      [280, 640],
      [284, 712],
      [228, 716],
    ],
  )
  const front: Mark[] =
    side === 'back'
      ? [seam('M-204 262C-100 276 100 276 204 262'), seam('M-16 270V330M16 270V330', 1.4)]
      : [
          edge('M-16 228V842M16 228V842'),
          stitch('M-11 230V840M11 230V840'),
          body('M60 330h92v100l-46 16-46-16Z'),
          edge('M60 330h92v100l-46 16-46-16Z'),
          stitch('M60 348h92M66 336v92l40 13 40-13v-92'),
          ...buttons(
            [230, 320, 400, 480, 560, 640, 720, 800].map((y) => [0, y] as const),
            6.5,
          ),
        ]
  return {
    marks: [
      body(LONG_SLEEVE),
      ...front,
      body(cuffs),
      edge(cuffs),
      stitch(both([228, 662], [[280, 652]])),
      ...(side === 'front'
        ? buttons(
            [
              [255, 690],
              [-255, 690],
            ],
            5.5,
          )
        : []),
      ...pointCollar(side),
      seam(both([202, 226], [[186, 270, 186, 330, 196, 372]])),
      stitch(both([0, 834], [[150, 830, 172, 776, 204, 772]])),
      fold('M150 420C170 500 190 560 200 640'),
      fold('M-170 500C-120 560-60 590 30 600'),
      fold('M-60 330C-40 420-60 520-20 600', true),
    ],
    fabric: 'poplin',
    focus: { x: -60, y: 160, w: 260, h: 325 },
    mount: 'hanger',
    top: { y: 186, half: 202 },
    bottom: 846,
    measures: { a: [-196, 390, 196, 390], b: [-120, 214, -120, 836], c: [208, 230, 290, 700] },
  }
}

const BOXY_SHORT_SLEEVE = symmetric(
  [0, 204],
  [
    [30, 204, 60, 198, 80, 190],
    [206, 224],
    [246, 280, 280, 336, 306, 394],
    [246, 430],
    [226, 408, 208, 392, 198, 380],
    [204, 520, 208, 680, 210, 806],
    [140, 808, 60, 810, 0, 810],
  ],
)

const campLeaf = (sx: number): string =>
  closed(
    [2, 330],
    [
      [30, 280, 58, 226, 80, 188],
      [100, 192, 116, 204, 122, 214],
      [98, 276],
      [70, 286],
      [44, 318, 20, 330, 2, 330],
    ],
    sx,
  )

function batikShirt(side: Side): Shape {
  const leaves = campLeaf(1) + campLeaf(-1)
  const collar: Mark[] =
    side === 'back'
      ? [
          body('M-80 188C-50 176 50 176 80 188L100 214C50 202-50 202-100 214Z'),
          edge('M-80 188C-50 176 50 176 80 188L100 214C50 202-50 202-100 214Z'),
          seam('M-208 270C-100 282 100 282 208 270'),
        ]
      : [
          body('M-80 190C-50 178 50 178 80 190L2 330H-2Z', 'deep'),
          lift(leaves),
          body(leaves),
          edge(leaves + 'M70 286L98 276M-70 286L-98 276'),
          edge('M-2 330V808'),
          stitch('M10 334V806'),
          ...buttons(
            [380, 470, 560, 650, 740].map((y) => [0, y] as const),
            6.5,
          ),
        ]
  return {
    marks: [
      body(BOXY_SHORT_SLEEVE),
      ...collar,
      seam(both([206, 224], [[190, 270, 188, 330, 198, 380]])),
      stitch(both([296, 380], [[238, 416]])),
      stitch(both([0, 798], [[60, 798, 140, 796, 208, 794]])),
      fold('M-140 560C-60 590 60 570 150 600'),
    ],
    fabric: 'batik',
    focus: { x: -40, y: 170, w: 280, h: 350 },
    mount: 'hanger',
    top: { y: 188, half: 206 },
    bottom: 810,
    measures: { a: [-198, 400, 198, 400], b: [-130, 214, -130, 804], c: [210, 228, 312, 386] },
  }
}

const BLOUSE = symmetric(
  [0, 196],
  [
    [40, 196, 80, 190, 100, 184],
    [190, 206],
    [236, 300, 270, 430, 318, 580],
    [290, 604, 240, 610, 214, 600],
    [206, 480, 196, 400, 188, 352],
    [198, 520, 214, 680, 224, 780],
    [150, 800, 70, 806, 0, 806],
  ],
)

const BOW =
  'M0 246C-36 206-80 220-70 252C-62 276-20 264 0 246C20 264 62 276 70 252C80 220 36 206 0 246Z'
const TIES =
  'M-6 250C-18 290-36 330-28 384L-12 380C-18 330-4 292 6 254ZM6 250C18 290 36 330 30 386L14 382C18 332 4 292-6 254Z'

function blouse(side: Side): Shape {
  const neck: Mark[] =
    side === 'back'
      ? [stitch('M-96 196C-60 206 60 206 96 196'), seam('M0 200V300'), ...buttons([[0, 214]], 6)]
      : [
          body(
            'M-100 184C-80 190-40 196 0 196C40 196 80 190 100 184C90 214 50 236 0 236C-50 236-90 214-100 184Z',
            'deep',
          ),
          stitch('M-104 196C-94 228-50 250 0 250C50 250 94 228 104 196'),
          body('M0 236C-10 254-8 282 0 294C8 282 10 254 0 236Z', 'deep'),
          lift(BOW + TIES),
          body(TIES, 'light'),
          body(BOW, 'light'),
          edge(BOW + TIES),
          body('M-10 236h20v20h-20Z', 'light'),
          edge('M-10 236h20v20h-20Z'),
        ]
  return {
    marks: [
      body(BLOUSE),
      ...neck,
      seam(both([190, 206], [[176, 250, 178, 300, 188, 352]])),
      seam(both([200, 470], [[230, 462, 252, 452, 276, 446]])),
      fold('M236 500C244 540 256 570 262 600'),
      fold('M-236 500C-244 540-256 570-262 600'),
      fold('M-60 300C-50 360-70 420-40 480', true),
      fold('M60 300C50 360 70 420 40 480', true),
      stitch(both([0, 794], [[70, 794, 150, 788, 220, 770]])),
      fold('M-150 640C-70 662 50 640 160 660'),
    ],
    fabric: 'voile',
    focus: { x: -150, y: 150, w: 300, h: 375 },
    mount: 'hanger',
    top: { y: 184, half: 190 },
    bottom: 806,
    measures: { a: [-188, 380, 188, 380], b: [120, 200, 120, 800], c: [194, 210, 300, 590] },
  }
}

export const SHIRTS = {
  shirt,
  'batik-shirt': batikShirt,
  blouse,
} satisfies Record<string, DrawShape>
