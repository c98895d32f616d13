import { blurFilter, grainFill, vignetteGradient } from './effects'
import type { Rng } from './prng'
import { BACKDROPS, contrast, darken, lighten, mix } from './palette'
import type { SvgDoc } from './svg'
import { attrs } from './svg'

/** A calm studio tone that still separates from the product colour. */
export function pickBackdrop(rng: Rng, productHex: string): string {
  const tone = rng.pick(BACKDROPS)
  if (contrast(tone, productHex) >= 1.3) return tone
  return mix(tone, '#A8967F', 0.4)
}

export function paperBackdrop(doc: SvgDoc, w: number, h: number, tone: string): string {
  const box = attrs({ width: w, height: h })
  return (
    `<rect${box} fill="${tone}"/><rect${box} fill="url(#${grainFill(doc, 0.05)})"/>` +
    `<rect${box} fill="url(#${vignetteGradient(doc)})"/>`
  )
}

/** Wall, floor and one of three light set-ups: an arch, a disc, or window light. */
export function studioSet(doc: SvgDoc, rng: Rng, w: number, h: number, tone: string): string {
  const floorY = h * 0.82
  const wall = paperBackdrop(doc, w, h, tone)
  const floor =
    `<rect${attrs({ y: floorY, width: w, height: h - floorY, fill: darken(tone, 0.07) })}/>` +
    `<rect${attrs({ y: floorY - 2, width: w, height: 4, fill: darken(tone, 0.14), opacity: 0.5 })}/>`
  const style = rng.int(0, 2)
  let feature: string
  if (style === 0) {
    const aw = w * 0.62
    const x = (w - aw) / 2
    const top = h * 0.12
    feature = `<path d="M${x} ${floorY}V${top + aw / 2}a${aw / 2} ${aw / 2} 0 0 1 ${aw} 0V${floorY}Z" fill="${lighten(tone, 0.28)}"/>`
  } else if (style === 1) {
    feature = `<circle${attrs({ cx: w / 2, cy: h * 0.42, r: w * 0.36, fill: darken(tone, 0.05) })}/>`
  } else {
    const slant = rng.range(0.3, 0.6) * w
    const bars = [0, 1, 2]
      .map((i) => {
        const x = w * (0.05 + i * 0.2)
        return `M${x} 0h${w * 0.12}l${slant} ${floorY}h${-w * 0.12}Z`
      })
      .join('')
    feature = `<path d="${bars}" fill="#fff" opacity=".32" filter="url(#${blurFilter(doc, 14)})"/>`
  }
  return wall + feature + floor
}

export function sprig(x: number, y: number, scale: number, leaf: string): string {
  const leaves = [
    [0, -40, -30],
    [8, -80, 35],
    [-4, -120, -40],
    [10, -160, 30],
    [2, -196, -20],
  ]
    .map(
      ([dx, dy, rot]) =>
        `<ellipse cx="${dx}" cy="${dy}" rx="15" ry="9" transform="rotate(${rot} ${dx} ${dy})"/>`,
    )
    .join('')
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${leaf}"><path d="M0 0C4-70-6-140 4-210" stroke="${darken(leaf, 0.2)}" stroke-width="3" fill="none"/>${leaves}</g>`
}
