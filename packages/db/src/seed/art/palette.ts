export interface Colour {
  name: string
  hex: string
}

export const COLOURS = [
  { name: 'Ivory', hex: '#EFE8DA' },
  { name: 'White', hex: '#F7F6F2' },
  { name: 'Sand', hex: '#D8C7AA' },
  { name: 'Camel', hex: '#B98B5E' },
  { name: 'Terracotta', hex: '#B8613F' },
  { name: 'Mustard', hex: '#C99A2E' },
  { name: 'Olive', hex: '#6B6A3F' },
  { name: 'Sage', hex: '#9CAA91' },
  { name: 'Denim Blue', hex: '#4F6D8C' },
  { name: 'Navy', hex: '#24304A' },
  { name: 'Dusty Rose', hex: '#C9A09A' },
  { name: 'Maroon', hex: '#6E2A2F' },
  { name: 'Charcoal', hex: '#3E3E40' },
  { name: 'Black', hex: '#1E1D1F' },
] as const satisfies readonly Colour[]

type Rgb = [number, number, number]

function toRgb(hex: string): Rgb {
  const clean = hex.replace('#', '')
  const full = clean.length === 3 ? clean.replace(/./g, (c) => c + c) : clean
  const value = Number.parseInt(full, 16)
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Colour "${hex}" is not a #rrggbb hex value`)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function toHex([r, g, b]: Rgb): string {
  const part = (v: number): string =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0')
  return `#${part(r)}${part(g)}${part(b)}`
}

export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a)
  const y = toRgb(b)
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}

export const darken = (hex: string, t: number): string => mix(hex, '#000000', t)
export const lighten = (hex: string, t: number): string => mix(hex, '#ffffff', t)

/** Relative luminance (WCAG), 0 = black, 1 = white. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

export function findColour(name: string): Colour {
  const colour = COLOURS.find((c) => c.name === name)
  if (!colour) throw new Error(`Colour "${name}" is not in the KAINARA palette`)
  return colour
}

/** Studio backdrops: off-white, warm grey, pale sand, stone. */
export const BACKDROPS = ['#F3EFE8', '#E9E4DC', '#EDE2D3', '#E6E3DE', '#F1E9E1'] as const

export const INK = '#26221F'
