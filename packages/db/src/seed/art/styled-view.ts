import { placeGarment } from './compose'
import type { ShadowStyle } from './effects'
import type { GarmentKind, Shape } from './garments/types'
import type { Colour } from './palette'
import { darken, mix } from './palette'
import type { Rng } from './prng'
import { clipHanger, hanger, headForm, plinth, rail } from './props'
import { renderShape } from './render-shape'
import { sprig, studioSet } from './scene'
import type { SvgDoc } from './svg'
import { num } from './svg'

export const W = 800
export const H = 1000
const RAIL_Y = 110

export interface Pose {
  x: number
  y: number
  scale: number
  shadow: ShadowStyle
  close?: boolean
}

/** A shape drawn in its own units, moved and scaled onto the 800 x 1000 canvas. */
export function posed(doc: SvgDoc, shape: Shape, colour: Colour, seed: number, pose: Pose): string {
  const art = renderShape(doc, shape, colour, { shadow: pose.shadow, seed, close: pose.close })
  return `<g transform="translate(${num(pose.x)} ${num(pose.y)}) scale(${pose.scale})">${art}</g>`
}

export interface StyledInput {
  kind: GarmentKind
  colour: Colour
  seed: number
  shape: Shape
  tone: string
}

/** The product on set: hung from a rail, clipped, on a plinth, or on a head form. */
export function styledScene(doc: SvgDoc, rng: Rng, input: StyledInput): string {
  const { shape, colour, seed, tone } = input
  const set = studioSet(doc, rng, W, H, tone)
  const leaf = mix('#7D8B6A', tone, 0.2)
  const decor = rng.chance(0.6) ? sprig(rng.chance(0.5) ? 90 : 710, 860, 0.9, leaf) : ''
  const hang = (scale: number, top: number): string =>
    posed(doc, shape, colour, seed, {
      x: W / 2,
      y: top - shape.top.y * scale,
      scale,
      shadow: 'cast',
    })
  switch (shape.mount) {
    case 'hanger':
      return (
        set +
        rail(doc, 40, 760, RAIL_Y) +
        hanger(W / 2, 242, shape.top.half * 0.68, RAIL_Y) +
        hang(0.74, 236) +
        decor
      )
    case 'clip': {
      const clips = clipHanger(W / 2, 250, shape.top.half * 0.72, RAIL_Y)
      return set + rail(doc, 40, 760, RAIL_Y) + clips.back + hang(0.72, 250) + clips.front + decor
    }
    case 'plinth': {
      const top = 690
      const box = { x: 150, y: 250, w: 500, h: top + 6 - 250 }
      const item = { kind: input.kind, colour, box, side: 'worn' as const, align: 1, maxScale: 0.8 }
      return (
        set +
        plinth(doc, W / 2, top, 250, 150, darken(tone, 0.04)) +
        placeGarment(doc, item, seed) +
        decor
      )
    }
    case 'head':
      return (
        set +
        headForm(doc, W / 2, 200, '#D9CBB8') +
        posed(doc, shape, colour, seed, { x: W / 2, y: 0, scale: 1, shadow: 'soft' })
      )
  }
}
