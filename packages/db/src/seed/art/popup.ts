import { placeGarment } from './compose'
import { IVORY, textColour } from './copy'
import type { GarmentKind } from './garments/types'
import { createRng } from './prng'
import { paperBackdrop } from './scene'
import { attrs, createDoc } from './svg'
import { fitText, setLine } from './text'

const W = 600
const H = 750
const SPLIT = 420

interface PopupLook {
  stage: string
  arch: string
  panel: string
  highlight: string
  pieces: readonly (readonly [GarmentKind, string])[]
}

const LOOKS: readonly PopupLook[] = [
  {
    stage: '#EDE4D7',
    arch: '#DCCFBB',
    panel: IVORY,
    highlight: '#B8613F',
    pieces: [
      ['dress', 'Terracotta'],
      ['bag', 'Camel'],
    ],
  },
  {
    stage: '#E9E4DC',
    arch: '#D5CEC3',
    panel: '#24304A',
    highlight: '#D8C7AA',
    pieces: [
      ['shirt', 'White'],
      ['trousers', 'Sand'],
    ],
  },
  {
    stage: '#F1E8E1',
    arch: '#E6D5CC',
    panel: '#6E2A2F',
    highlight: '#EBC9A8',
    pieces: [
      ['blouse', 'Ivory'],
      ['sandals', 'Camel'],
    ],
  },
]

/** The interstitial promo: a styled shot over a colour panel with the offer. */
export function popupSvg(seed: number): string {
  const doc = createDoc()
  const rng = createRng(seed * 977 + 5)
  const look = LOOKS[Math.abs(Math.floor(seed)) % LOOKS.length] ?? rng.pick(LOOKS)
  const [first, second] = look.pieces
  const arch = `<path d="M150 ${SPLIT}V200a150 150 0 0 1 300 0V${SPLIT}Z" fill="${look.arch}"/>`
  const pieces = [
    first &&
      placeGarment(
        doc,
        {
          kind: first[0],
          colour: first[1],
          box: { x: 70, y: 40, w: 300, h: 360 },
          rotate: rng.range(-5, 2),
        },
        seed,
      ),
    second &&
      placeGarment(
        doc,
        {
          kind: second[0],
          colour: second[1],
          box: { x: 340, y: 190, w: 200, h: 210 },
          rotate: rng.range(-8, 8),
        },
        seed + 1,
      ),
  ].join('')
  const ink = textColour(look.panel)
  const headline = fitText('GET OFFERS', { font: 'display', size: 76, tracking: 0.04 }, 500, 1, 30)
  const body =
    `<rect width="${W}" height="${H}" fill="${look.panel}"/>` +
    `<svg${attrs({ width: W, height: SPLIT })} viewBox="0 0 ${W} ${SPLIT}">${paperBackdrop(doc, W, SPLIT, look.stage)}${arch}${pieces}</svg>` +
    setLine(doc, 'KAINARA', {
      font: 'display',
      size: 20,
      tracking: 0.3,
      x: 34,
      y: 50,
      fill: textColour(look.stage),
    }) +
    setLine(doc, 'MEMBERS ONLY', {
      font: 'sans-semibold',
      size: 13,
      tracking: 0.3,
      x: W / 2,
      y: 478,
      fill: ink,
      anchor: 'middle',
      opacity: 0.8,
    }) +
    setLine(doc, headline.lines[0] ?? 'GET OFFERS', {
      font: 'display',
      size: headline.size,
      tracking: 0.04,
      x: W / 2,
      y: 560,
      fill: ink,
      anchor: 'middle',
    }) +
    setLine(doc, 'Up To 40% off', {
      font: 'display-italic',
      size: 38,
      x: W / 2,
      y: 622,
      fill: look.highlight,
      anchor: 'middle',
    }) +
    `<rect x="${W / 2 - 30}" y="660" width="60" height="2" fill="${ink}" opacity=".5"/>` +
    setLine(doc, 'Sign up and save on your first order', {
      font: 'sans',
      size: 14,
      x: W / 2,
      y: 696,
      fill: ink,
      anchor: 'middle',
      opacity: 0.75,
    })
  return doc.render(body, W, H)
}
