import type { SvgDoc } from './svg'

/** Film-grain noise; alpha only, so it darkens whatever it is clipped to. */
function grainFilter(doc: SvgDoc, strength: number, frequency: number): string {
  return doc.shared(
    `grain:${strength}:${frequency}`,
    (id) =>
      `<filter id="${id}" x="0" y="0" width="100%" height="100%">` +
      `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="3" stitchTiles="stitch"/>` +
      `<feColorMatrix values="0 0 0 0 .16 0 0 0 0 .12 0 0 0 0 .08 0 0 0 ${(strength * 4).toFixed(3)} ${(-strength * 1.4).toFixed(3)}"/></filter>`,
  )
}

/**
 * Grain as a fill: one tile of noise, repeated. Noise computed over a whole
 * picture was half the time of drawing one (the demo art's renditions,
 * decision 040); a stitched tile repeats without a seam, and a tile many
 * grains wide shows no pattern. Coarse grain gets a wider tile.
 */
export function grainFill(doc: SvgDoc, strength = 0.07, frequency = 0.85): string {
  const tile = frequency >= 0.3 ? 128 : 400
  return doc.shared(
    `grain-fill:${strength}:${frequency}`,
    (id) =>
      `<pattern id="${id}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">` +
      `<rect width="${tile}" height="${tile}" filter="url(#${grainFilter(doc, strength, frequency)})"/></pattern>`,
  )
}

export type ShadowStyle = 'soft' | 'cast' | 'lift'

interface Drop {
  dx: number
  dy: number
  blur: number
  opacity: number
}

const drop = (dx: number, dy: number, blur: number, opacity: number): Drop => ({
  dx,
  dy,
  blur,
  opacity,
})

/** A tight contact shadow and a wide ambient one; together they read as studio light. */
const SHADOWS: Record<ShadowStyle, readonly [Drop, Drop]> = {
  soft: [drop(0, 3, 3, 0.2), drop(0, 14, 16, 0.16)],
  cast: [drop(4, 6, 5, 0.16), drop(26, 30, 18, 0.2)],
  lift: [drop(0, 6, 6, 0.2), drop(0, 28, 26, 0.22)],
}

export function shadowFilter(doc: SvgDoc, style: ShadowStyle): string {
  return doc.shared(`shadow:${style}`, (id) => {
    const [near, far] = SHADOWS[style]
    const fe = (v: Drop, result: string): string =>
      `<feDropShadow in="SourceGraphic" dx="${v.dx}" dy="${v.dy}" stdDeviation="${v.blur}" flood-color="#3B2E24" flood-opacity="${v.opacity}" result="${result}"/>`
    return (
      `<filter id="${id}" x="-25%" y="-20%" width="150%" height="150%">${fe(near, 'a')}${fe(far, 'b')}` +
      `<feMerge><feMergeNode in="b"/><feMergeNode in="a"/></feMerge></filter>`
    )
  })
}

export function blurFilter(doc: SvgDoc, amount: number): string {
  return doc.shared(
    `blur:${amount}`,
    (id) =>
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${amount}"/></filter>`,
  )
}

/** Soft light from the top left over a garment, darker towards the bottom right. */
export function lightingGradient(doc: SvgDoc): string {
  return doc.shared(
    'lighting',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#1a120c" stop-opacity=".2"/></linearGradient>`,
  )
}

export function vignetteGradient(doc: SvgDoc): string {
  return doc.shared(
    'vignette',
    (id) =>
      `<radialGradient id="${id}" cx=".5" cy=".42" r=".75">` +
      `<stop offset=".55" stop-color="#2a1d12" stop-opacity="0"/><stop offset="1" stop-color="#2a1d12" stop-opacity=".14"/></radialGradient>`,
  )
}
