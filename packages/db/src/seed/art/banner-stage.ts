import type { ThemeLook } from './banner-themes'
import { placeGarment, placedBox } from './compose'
import { darken, lighten } from './palette'
import type { Rng } from './prng'
import { plinth, rail } from './props'
import type { Box, SvgDoc } from './svg'
import { attrs, num } from './svg'

type Slot = readonly [number, number, number, number]

/** Slots for four pieces, biggest first, in fractions of the stage. */
const FLATLAY: Record<'wide' | 'tall', readonly Slot[]> = {
  wide: [
    [0.02, 0.05, 0.34, 0.9],
    [0.35, 0.03, 0.32, 0.94],
    [0.68, 0.06, 0.3, 0.44],
    [0.7, 0.56, 0.26, 0.38],
  ],
  tall: [
    [0.0, 0.02, 0.52, 0.96],
    [0.48, 0.0, 0.5, 0.6],
    [0.5, 0.64, 0.24, 0.34],
    [0.75, 0.64, 0.24, 0.34],
  ],
}

const inBox = (stage: Box, [x, y, w, h]: Slot): Box => ({
  x: stage.x + x * stage.w,
  y: stage.y + y * stage.h,
  w: w * stage.w,
  h: h * stage.h,
})

function backdropShape(kind: 'circle' | 'arch', stage: Box, accent: string): string {
  const cx = stage.x + stage.w / 2
  if (kind === 'circle') {
    const r = Math.min(stage.w, stage.h) * 0.46
    return `<circle${attrs({ cx, cy: stage.y + stage.h / 2, r, fill: accent })}/>`
  }
  const w = Math.min(stage.w * 0.7, stage.h * 0.8)
  const top = stage.y + stage.h * 0.04
  return `<path d="M${cx - w / 2} ${stage.y + stage.h}V${top + w / 2}a${w / 2} ${w / 2} 0 0 1 ${w} 0V${stage.y + stage.h}Z" fill="${accent}"/>`
}

function flatlay(doc: SvgDoc, rng: Rng, look: ThemeLook, stage: Box, seed: number): string {
  const slots = FLATLAY[stage.w / stage.h > 1.15 ? 'wide' : 'tall']
  const items = [...look.items].sort((a, b) => b.weight - a.weight)
  return (
    backdropShape(rng.chance(0.5) ? 'circle' : 'arch', stage, look.accent) +
    items
      .map((it, i) => {
        const slot = slots[i % slots.length] ?? [0, 0, 1, 1]
        const box = inBox(stage, slot)
        return placeGarment(
          doc,
          { kind: it.kind, colour: it.colour, box, rotate: rng.range(-6, 6) },
          seed + i,
        )
      })
      .join('')
  )
}

function hangerHook(x: number, top: number, railY: number): string {
  return `<path d="M${num(x)} ${num(top + 4)}V${num(railY + 12)}a10 10 0 1 0-10-10" fill="none" stroke="#8E887F" stroke-width="3.5" stroke-linecap="round"/>`
}

function railLayout(doc: SvgDoc, look: ThemeLook, stage: Box, seed: number): string {
  const railY = stage.y + stage.h * 0.08
  const step = stage.w / look.items.length
  const top = railY + stage.h * 0.08
  let lowest = top
  const garments = look.items.map((it, i) => {
    const box = { x: stage.x + i * step - step * 0.06, y: top, w: step * 1.12, h: stage.h * 0.86 }
    const item = { kind: it.kind, colour: it.colour, box, align: 0, shadow: 'cast' as const }
    const placed = placedBox(item, seed + i)
    lowest = Math.max(lowest, placed.y + placed.h)
    return hangerHook(box.x + box.w / 2, placed.y, railY) + placeGarment(doc, item, seed + i)
  })
  const room = stage.y + stage.h - lowest
  const floorItems = room > stage.h * 0.14 ? (look.floor ?? []) : []
  const floor = floorItems
    .map((it, i) => {
      const w = stage.w / 4
      const box = {
        x: stage.x + stage.w * (i ? 0.62 : 0.14),
        y: lowest + room * 0.12,
        w,
        h: room * 0.84,
      }
      return placeGarment(doc, { kind: it.kind, colour: it.colour, box, align: 1 }, seed + 10 + i)
    })
    .join('')
  return (
    backdropShape('arch', stage, look.accent) +
    rail(doc, stage.x + 10, stage.x + stage.w - 10, railY) +
    garments.join('') +
    floor
  )
}

function plinths(doc: SvgDoc, look: ThemeLook, stage: Box, seed: number): string {
  // A narrow stage takes three pieces, so each stays large enough to read.
  const items = stage.w / stage.h < 1.1 ? look.items.slice(0, 3) : look.items
  const step = stage.w / items.length
  const floor = stage.y + stage.h * 0.96
  const heights = [0.2, 0.32, 0.14, 0.26]
  return items
    .map((it, i) => {
      const cx = stage.x + step * (i + 0.5)
      const height = stage.h * (heights[i % heights.length] ?? 0.3)
      const rx = step * 0.4
      const top = floor - height
      const box = {
        x: cx - step * 0.46,
        y: top - stage.h * 0.56,
        w: step * 0.92,
        h: stage.h * 0.54,
      }
      const tone = i % 2 ? darken(look.stage, 0.06) : lighten(look.stage, 0.35)
      return (
        plinth(doc, cx, top, rx, height, tone) +
        placeGarment(doc, { kind: it.kind, colour: it.colour, box, align: 1 }, seed + i)
      )
    })
    .join('')
}

export function drawStage(
  doc: SvgDoc,
  rng: Rng,
  look: ThemeLook,
  stage: Box,
  seed: number,
): string {
  switch (look.layout) {
    case 'rail':
      return railLayout(doc, look, stage, seed)
    case 'plinths':
      return plinths(doc, look, stage, seed)
    default:
      return flatlay(doc, rng, look, stage, seed)
  }
}
