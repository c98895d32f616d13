import { both, bothClosed, symmetric } from '../path'
import { body, buttons, edge, fold, seam, stitch } from './marks'
import type { DrawShape, Mark, Shape, Side } from './types'

const SHORTS = symmetric(
  [0, 270],
  [
    [190, 270],
    [196, 320],
    [206, 380, 214, 420, 216, 450],
    [236, 716],
    [40, 716],
    [34, 640, 20, 590, 6, 560],
    [0, 556],
  ],
)

function shorts(side: Side): Shape {
  const band = 'M-190 270H190L196 320H-196Z'
  const loops =
    bothClosed(
      [70, 264],
      [
        [82, 264],
        [82, 326],
        [70, 326],
      ],
    ) +
    bothClosed(
      [168, 264],
      [
        [180, 264],
        [182, 326],
        [170, 326],
      ],
    )
  const cuffs = bothClosed(
    [40, 672],
    [
      [232, 664],
      [236, 716],
      [40, 716],
    ],
  )
  const detail: Mark[] =
    side === 'back'
      ? [seam('M64 380h100M-64 380h-100'), edge('M64 386h100M-64 386h-100'), seam('M0 320V556')]
      : [
          edge('M0 320V556'),
          stitch('M-32 324V500C-32 526-14 540 0 546'),
          seam(both([130, 320], [[208, 420]])),
          stitch(both([138, 320], [[210, 410]])),
          ...buttons([[0, 295]], 8),
        ]
  return {
    marks: [
      body(SHORTS),
      body(band),
      edge(band),
      stitch('M-190 277H190M-195 313H195'),
      body(loops),
      edge(loops),
      ...detail,
      body(cuffs),
      edge(cuffs),
      stitch(both([40, 680], [[232, 672]])),
      fold('M50 600C70 620 70 650 90 668'),
      fold('M-50 600C-70 620-70 650-90 668'),
      fold('M-160 420C-150 500-170 560-150 640', true),
    ],
    fabric: 'twill',
    focus: { x: -20, y: 240, w: 260, h: 325 },
    mount: 'clip',
    top: { y: 270, half: 190 },
    bottom: 716,
    measures: { a: [-190, 295, 190, 295], b: [230, 270, 230, 716], c: [-24, 566, -40, 712] },
  }
}

const SKIRT = symmetric(
  [0, 190],
  [
    [150, 190],
    [152, 236],
    [210, 420, 260, 640, 292, 860],
    [200, 884, 100, 892, 0, 892],
  ],
)

function skirt(side: Side): Shape {
  const band = 'M-150 190H150L152 236H-152Z'
  const pleats = [-4, -3, -2, -1, 0, 1, 2, 3, 4].map((i) => [i * 33, i * 64] as const)
  const panels = pleats
    .filter((_, i) => i % 2 === 0 && i < pleats.length - 1)
    .map(([top, hem], i) => {
      const next = pleats[i * 2 + 1] ?? [top, hem]
      return `M${top} 236L${hem} ${890 - Math.abs(hem) * 0.1}L${next[1]} ${890 - Math.abs(next[1]) * 0.1}L${next[0]} 236Z`
    })
    .join('')
  const lines = pleats
    .map(([top, hem]) => `M${top} 238L${hem} ${888 - Math.abs(hem) * 0.1}`)
    .join('')
  return {
    marks: [
      body(SKIRT),
      body(panels, 'shade'),
      seam(lines, 1.6),
      body(band),
      edge(band),
      stitch('M-150 197H150M-151 229H151'),
      ...(side === 'back'
        ? [
            seam('M0 236V470', 2.4),
            { d: 'M-4 240h8v22h-8Z', layer: 'trim', fill: 'metal' } satisfies Mark,
          ]
        : [...buttons([[128, 213]], 7)]),
      stitch(both([0, 878], [[100, 876, 200, 868, 286, 846]])),
      fold('M-240 700C-250 760-240 820-262 860'),
      fold('M200 560C220 640 230 720 250 820', true),
    ],
    fabric: 'poplin',
    focus: { x: -150, y: 150, w: 300, h: 375 },
    mount: 'clip',
    top: { y: 190, half: 150 },
    bottom: 892,
    measures: { a: [-150, 213, 150, 213], b: [-190, 190, -190, 880], c: [-250, 700, 250, 700] },
  }
}

export const SHORTS_SKIRTS = { shorts, skirt } satisfies Record<string, DrawShape>
