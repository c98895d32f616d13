import type { Colour } from './palette'
import { darken, lighten, luminance } from './palette'
import type { Paint } from './garments/types'
import type { SvgDoc } from './svg'

const FIXED: Partial<Record<Paint, string>> = {
  thread: '#C8914A',
  sole: '#F3F0E8',
  cream: '#F2EBDD',
  cork: '#C9A47A',
  tan: '#9A6A45',
  ink: '#26221F',
  none: 'none',
}

const GRADIENTS: Partial<Record<Paint, readonly string[]>> = {
  metal: ['#EEECE7', '#A8A399', '#E2DFD8', '#8F8A81'],
  gold: ['#F0DDA8', '#B48C46', '#E6C98A', '#9C7636'],
  lens: ['#1F1B19', '#3A302B', '#6B5A4E'],
}

export const isDark = (hex: string): boolean => luminance(hex) < 0.1

function tonal(paint: Paint, hex: string): string | undefined {
  const dark = isDark(hex)
  switch (paint) {
    case 'base':
      return hex
    case 'shade':
      return dark ? lighten(hex, 0.06) : darken(hex, 0.1)
    case 'deep':
      return dark ? lighten(hex, 0.02) : darken(hex, 0.28)
    case 'light':
      return lighten(hex, dark ? 0.1 : 0.16)
    case 'seam':
      return dark ? lighten(hex, 0.25) : darken(hex, 0.4)
    case 'stitch':
      return dark ? lighten(hex, 0.32) : darken(hex, 0.32)
    case 'button':
      return dark ? lighten(hex, 0.3) : darken(hex, 0.14)
    default:
      return undefined
  }
}

function gradient(doc: SvgDoc, name: string, stops: readonly string[]): string {
  return doc.shared(`paint:${name}`, (id) => {
    const body = stops
      .map((c, i) => `<stop offset="${(i / (stops.length - 1)).toFixed(2)}" stop-color="${c}"/>`)
      .join('')
    return `<linearGradient id="${id}" x1="0" y1="0" x2=".6" y2="1">${body}</linearGradient>`
  })
}

function ribPattern(doc: SvgDoc, hex: string): string {
  return doc.shared(`rib:${hex}`, (id) => {
    const line = isDark(hex) ? lighten(hex, 0.12) : darken(hex, 0.12)
    return (
      `<pattern id="${id}" width="7" height="10" patternUnits="userSpaceOnUse">` +
      `<rect width="7" height="10" fill="${hex}"/><path d="M3.5 0v10" stroke="${line}" stroke-width="2.4"/></pattern>`
    )
  })
}

/** Turns a paint token into a fill or stroke value for the given product colour. */
export function resolvePaint(doc: SvgDoc, paint: Paint, colour: Colour): string {
  if (paint.startsWith('#')) return paint
  const fixed = FIXED[paint]
  if (fixed) return fixed
  const stops = GRADIENTS[paint]
  if (stops) return `url(#${gradient(doc, paint, stops)})`
  if (paint === 'rib') return `url(#${ribPattern(doc, colour.hex)})`
  return tonal(paint, colour.hex) ?? colour.hex
}
