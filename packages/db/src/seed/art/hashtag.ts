import { placeGarment } from './compose'
import type { Placement } from './compose'
import type { GarmentKind } from './garments/types'
import { createRng } from './prng'
import { sprig } from './scene'
import type { Surface } from './surfaces'
import { coffeeCup, drawSurface, windowLight } from './surfaces'
import type { SvgDoc } from './svg'
import { createDoc } from './svg'

type Piece = readonly [GarmentKind, string]

interface Story {
  pieces: readonly [Piece, Piece | undefined, Piece, Piece]
  surfaces: readonly Surface[]
  colour: string
}

const STORIES: readonly Story[] = [
  {
    pieces: [
      ['t-shirt', 'White'],
      ['jeans', 'Denim Blue'],
      ['sneakers', 'White'],
      ['sunglasses', 'Black'],
    ],
    surfaces: ['oak', 'concrete'],
    colour: '#C9B79C',
  },
  {
    pieces: [
      ['shirt', 'Sand'],
      ['trousers', 'Olive'],
      ['belt', 'Camel'],
      ['watch', 'Camel'],
    ],
    surfaces: ['linen', 'terrazzo'],
    colour: '#DCCFBB',
  },
  {
    pieces: [
      ['blouse', 'Ivory'],
      ['skirt', 'Terracotta'],
      ['bag', 'Camel'],
      ['sandals', 'Camel'],
    ],
    surfaces: ['colour', 'oak'],
    colour: '#D9B8A8',
  },
  {
    pieces: [
      ['batik-shirt', 'Navy'],
      ['trousers', 'Sand'],
      ['sandals', 'Black'],
      ['watch', 'Black'],
    ],
    surfaces: ['terrazzo', 'linen'],
    colour: '#E4D8C4',
  },
  {
    pieces: [
      ['hoodie', 'Sage'],
      ['shorts', 'Sand'],
      ['cap', 'Sage'],
      ['sneakers', 'White'],
    ],
    surfaces: ['concrete', 'colour'],
    colour: '#C7CDB9',
  },
  {
    pieces: [['dress', 'Dusty Rose'], undefined, ['bag', 'Ivory'], ['sunglasses', 'Camel']],
    surfaces: ['oak', 'colour'],
    colour: '#E3CFC2',
  },
  {
    pieces: [
      ['outer', 'Camel'],
      ['skirt', 'Ivory'],
      ['bag', 'Black'],
      ['sandals', 'Ivory'],
    ],
    surfaces: ['linen', 'terrazzo'],
    colour: '#D7C4A8',
  },
  {
    pieces: [
      ['polo', 'Navy'],
      ['shorts', 'Ivory'],
      ['cap', 'Navy'],
      ['wallet', 'Camel'],
    ],
    surfaces: ['oak', 'concrete'],
    colour: '#CFC7B8',
  },
]

/** Overhead outfit shot in a 1000 x 1000 box, for hashtag tiles and the hashtag banner. */
export function hashtagScene(doc: SvgDoc, seed: number): string {
  const rng = createRng(seed * 7919 + 11)
  const story = STORIES[Math.abs(Math.floor(seed)) % STORIES.length] ?? rng.pick(STORIES)
  const mirror = rng.chance(0.5)
  const [top, bottom, acc, extra] = story.pieces
  const flip = (p: Placement): Placement =>
    mirror ? { ...p, box: { ...p.box, x: 1000 - p.box.x - p.box.w }, rotate: -(p.rotate ?? 0) } : p
  type Slot = readonly [number, number, number, number, number]
  const at = ([kind, colour]: Piece, [x, y, w, h, tilt]: Slot): Placement => ({
    kind,
    colour,
    box: { x, y, w, h },
    rotate: rng.range(-tilt, tilt),
  })
  const items: Placement[] = bottom
    ? [
        at(top, [40, 40, 500, 520, 6]),
        at(bottom, [540, 230, 420, 720, 6]),
        at(acc, [60, 600, 400, 340, 10]),
        at(extra, [580, 30, 360, 170, 10]),
      ]
    : [
        at(top, [60, 40, 540, 920, 5]),
        at(acc, [610, 400, 330, 380, 10]),
        at(extra, [620, 80, 320, 220, 12]),
      ]
  // Props go where the layout leaves the surface bare, never on a garment.
  const props = bottom
    ? sprig(mirror ? 40 : 960, 990, 0.9, '#7D8B6A')
    : coffeeCup(mirror ? 220 : 780, 900, 40)
  const surface = drawSurface(doc, rng, rng.pick(story.surfaces), story.colour)
  const garments = items.map((p, i) => placeGarment(doc, flip(p), seed + i)).join('')
  return surface + garments + props + (rng.chance(0.6) ? windowLight(doc, rng) : '')
}

export function hashtagPhotoSvg(seed: number): string {
  const doc = createDoc()
  return doc.render(hashtagScene(doc, seed), 1000, 1000)
}
