import { placeGarment } from './compose'
import { blurFilter } from './effects'
import type { GarmentKind } from './garments/types'
import { darken, lighten } from './palette'
import type { Rng } from './prng'
import { rail } from './props'
import type { Box, SvgDoc } from './svg'
import { attrs } from './svg'

const RACK: readonly (readonly [GarmentKind, string])[] = [
  ['shirt', 'Ivory'],
  ['outer', 'Camel'],
  ['dress', 'Olive'],
  ['t-shirt', 'Charcoal'],
  ['jacket', 'Sand'],
  ['blouse', 'Dusty Rose'],
  ['batik-shirt', 'Navy'],
  ['hoodie', 'Sage'],
]

const STACK_TONES = ['#D8C7AA', '#6B6A3F', '#EFE8DA', '#24304A', '#B8613F', '#9CAA91', '#3E3E40']

function archWindow(
  doc: SvgDoc,
  x: number,
  y: number,
  w: number,
  h: number,
  floor: number,
): string {
  const r = w / 2
  const d = `M${x} ${y + h}V${y + r}a${r} ${r} 0 0 1 ${w} 0V${y + h}Z`
  const spill = `M${x} ${floor}h${w}l${w * 0.9} ${(floor - y) * 0.25}h${-w * 1.3}Z`
  return (
    `<path d="${d}" fill="#F8F5EF" stroke="#CFC4B3" stroke-width="6"/>` +
    `<path d="M${x + r} ${y}V${y + h}M${x} ${y + h * 0.55}h${w}" stroke="#CFC4B3" stroke-width="4"/>` +
    `<path d="${spill}" fill="#fff" opacity=".35" filter="url(#${blurFilter(doc, 10)})"/>`
  )
}

function foldedStacks(rng: Rng, x: number, top: number, w: number): string {
  const stackW = w / 3
  let out = `<rect${attrs({ x: x - 8, y: top, width: w + 16, height: 14, fill: '#B5885C' })}/>`
  for (let s = 0; s < 3; s++) {
    const layers = rng.int(3, 5)
    for (let i = 0; i < layers; i++) {
      const tone = rng.pick(STACK_TONES)
      const h = stackW * 0.22
      const y = top - (i + 1) * h
      out += `<rect${attrs({ x: x + s * stackW + 6, y, width: stackW - 12, height: h - 2, rx: h * 0.3, fill: tone })}/>`
      out += `<path d="M${x + s * stackW + 10} ${y + h * 0.55}h${stackW - 20}" stroke="${darken(tone, 0.2)}" stroke-width="1.5"/>`
    }
  }
  return out
}

function plant(x: number, floor: number, size: number): string {
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const a = -150 + i * 15
    const len = size * (0.55 + (i % 3) * 0.12)
    return `<ellipse cx="0" cy="${-len / 2}" rx="${size * 0.07}" ry="${len / 2}" transform="rotate(${a + 90})"/>`
  }).join('')
  const pot = size * 0.3
  return (
    `<g transform="translate(${x} ${floor - pot})" fill="#6F7F5E">${leaves}</g>` +
    `<path d="M${x - pot * 0.6} ${floor - pot}h${pot * 1.2}l${-pot * 0.14} ${pot}h${-pot * 0.92}Z" fill="#B8613F"/>`
  )
}

function pendant(x: number, top: number, drop: number, r: number): string {
  return (
    `<path d="M${x} ${top}V${top + drop}" stroke="#3E3E40" stroke-width="2"/>` +
    `<path d="M${x - r} ${top + drop + r * 0.8}a${r} ${r * 0.8} 0 0 1 ${r * 2} 0Z" fill="#2E2E30"/>` +
    `<ellipse cx="${x}" cy="${top + drop + r * 0.8}" rx="${r * 0.6}" ry="${r * 0.12}" fill="#F6E7C4"/>`
  )
}

/** A KAINARA showroom: arched window, a rail of the collection, folded stacks and a plant. */
export function drawStore(doc: SvgDoc, rng: Rng, stage: Box, tone: string, seed: number): string {
  const { x, y, w, h } = stage
  const wide = w / h > 1.2
  const floor = y + h * 0.84
  const wall =
    `<rect${attrs({ x, y: floor, width: w, height: y + h - floor, fill: darken(tone, 0.1) })}/>` +
    `<rect${attrs({ x, y: floor - 10, width: w, height: 10, fill: lighten(tone, 0.3) })}/>`
  const win = wide
    ? archWindow(doc, x + w * 0.05, y + h * 0.12, w * 0.16, h * 0.62, floor)
    : archWindow(doc, x + w * 0.08, y + h * 0.1, w * 0.3, h * 0.42, floor)
  const rack = wide ? { x: x + w * 0.25, w: w * 0.48 } : { x: x + w * 0.06, w: w * 0.88 }
  const railY = wide ? y + h * 0.16 : y + h * 0.46
  const count = wide ? 5 : 4
  const step = rack.w / count
  const start = rng.int(0, RACK.length - 1)
  const garments = Array.from({ length: count }, (_, i) => {
    const [kind, colour] = RACK[(start + i) % RACK.length] ?? ['shirt', 'Ivory']
    const box = {
      x: rack.x + i * step - step * 0.37,
      y: railY + h * 0.03,
      w: step * 1.75,
      h: floor - railY - h * 0.06,
    }
    return placeGarment(doc, { kind, colour, box, align: 0, shadow: 'cast' }, seed + i)
  }).join('')
  const table = wide
    ? foldedStacks(rng, x + w * 0.76, floor - h * 0.2, w * 0.16)
    : foldedStacks(rng, x + w * 0.56, y + h * 0.3, w * 0.34)
  const tableLegs = wide
    ? `<path d="M${x + w * 0.77} ${floor - h * 0.2 + 14}V${floor + h * 0.04}M${x + w * 0.91} ${floor - h * 0.2 + 14}V${floor + h * 0.04}" stroke="#8D6A47" stroke-width="8"/>`
    : ''
  const lamps = wide ? pendant(x + w * 0.84, y, h * 0.1, h * 0.045) : ''
  return (
    wall +
    win +
    lamps +
    rail(doc, rack.x, rack.x + rack.w, railY) +
    garments +
    tableLegs +
    table +
    plant(wide ? x + w * 0.2 : x + w * 0.12, floor + h * 0.06, wide ? h * 0.36 : h * 0.28)
  )
}
