import { both, closed, symmetric } from '../path'
import { body, buttons, edge, fold, lift, seam, stitch } from './marks'
import { scaleShape } from './scale'
import type { DrawShape, Mark, Shape, Side } from './types'

const FRONT_NECK =
  'M-82 190C-64 200-34 206 0 206C34 206 64 200 82 190C72 226 40 246 0 246C-40 246-72 226-82 190Z'

function teeSilhouette(side: Side): string {
  const neck = side === 'front' ? 206 : 198
  return symmetric(
    [0, neck],
    [
      [34, neck, 64, 198, 82, 190],
      [200, 226],
      [238, 262, 276, 318, 300, 356],
      [240, 404],
      [222, 384, 206, 370, 196, 360],
      [200, 480, 204, 640, 204, 800],
      [140, 804, 60, 806, 0, 806],
    ],
  )
}

const TEE_FOLDS: Mark[] = [
  fold('M-150 600C-70 628 40 600 150 624'),
  fold('M120 430C100 480 120 520 96 570'),
  fold('M-130 470C-90 520-110 560-60 600', true),
]

function teeNeck(side: Side): Mark[] {
  if (side === 'back') {
    return [
      body(
        'M-82 190C-64 196-34 198 0 198C34 198 64 196 82 190L84 203C62 208 34 212 0 212C-34 212-62 208-84 203Z',
        'rib',
      ),
      stitch(both([0, 218], [[36, 218, 64, 214, 86, 208]])),
    ]
  }
  return [
    body(FRONT_NECK, 'deep'),
    body(
      'M-82 190C-64 200-34 206 0 206C34 206 64 200 82 190L80 199C62 207 34 214 0 214C-34 214-62 207-80 199Z',
      'shade',
    ),
    body(
      'M-82 190C-72 226-40 246 0 246C40 246 72 226 82 190L96 195C86 238 46 260 0 260C-46 260-86 238-96 195Z',
      'rib',
    ),
    body('M-16 214h32v18h-32Z', 'cream'),
    stitch(both([0, 266], [[46, 266, 88, 242, 100, 198]])),
  ]
}

function tee(side: Side): Shape {
  return {
    marks: [
      body(teeSilhouette(side)),
      ...teeNeck(side),
      seam(both([200, 226], [[184, 268, 184, 320, 196, 360]])),
      stitch(both([290, 340], [[229, 389]])),
      stitch(both([0, 792], [[60, 792, 140, 790, 204, 786]])),
      ...TEE_FOLDS,
    ],
    fabric: 'jersey',
    focus: { x: -160, y: 150, w: 320, h: 400 },
    mount: 'hanger',
    top: { y: 190, half: 200 },
    bottom: 806,
    measures: { a: [-196, 380, 196, 380], b: [120, 214, 120, 800], c: [206, 222, 306, 350] },
  }
}

function poloCollar(side: Side): Mark[] {
  const band = 'M-86 192C-62 172 62 172 86 192C66 198 34 204 0 204C-34 204-66 198-86 192Z'
  if (side === 'back') {
    return [
      body(
        'M-86 192C-62 172 62 172 86 192L90 222C62 210 34 206 0 206C-34 206-62 210-90 222Z',
        'shade',
      ),
    ]
  }
  const leaf = (sx: number): string =>
    closed(
      [2, 246],
      [
        [30, 232, 62, 212, 86, 192],
        [106, 214, 104, 252, 70, 288],
        [46, 272, 22, 258, 2, 246],
      ],
      sx,
    )
  const placket = 'M-15 244h30v124h-30Z'
  return [
    body(band, 'shade'),
    body(placket),
    edge(placket),
    lift(leaf(1) + leaf(-1)),
    body(leaf(1), 'light'),
    body(leaf(-1), 'light'),
    edge(leaf(1) + leaf(-1)),
    stitch('M-9 250v112h18v-112'),
    ...buttons([
      [0, 278],
      [0, 330],
    ]),
  ]
}

function polo(side: Side): Shape {
  const shape = tee(side)
  const cuff = both([286, 338], [[226, 386]])
  return {
    ...shape,
    marks: [
      body(teeSilhouette(side)),
      body('M300 356L240 404L228 389L287 340ZM-300 356L-240 404L-228 389L-287 340Z', 'rib'),
      seam(cuff),
      ...poloCollar(side),
      seam(both([200, 226], [[184, 268, 184, 320, 196, 360]])),
      seam(both([204, 800], [[204, 766]])),
      stitch(both([0, 792], [[60, 792, 140, 790, 198, 786]])),
      ...TEE_FOLDS,
    ],
    fabric: 'poplin',
  }
}

const RAINBOW: { r: number; c: `#${string}` }[] = [
  { r: 62, c: '#C8613F' },
  { r: 48, c: '#D4A23A' },
  { r: 34, c: '#8FA487' },
]

function kidsTee(side: Side): Shape {
  const adult = tee(side)
  const print: Mark[] =
    side === 'front'
      ? RAINBOW.map(({ r, c }) => ({
          d: `M${-r} 420a${r} ${r} 0 0 1 ${2 * r} 0`,
          layer: 'trim',
          stroke: c,
          width: 12,
        }))
      : []
  return scaleShape({ ...adult, marks: [...adult.marks, ...print] }, 0.86, 0.74, 470)
}

export const TOPS = {
  't-shirt': tee,
  polo,
  'kids-tee': kidsTee,
} satisfies Record<string, DrawShape>
