import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { SvgDoc } from './svg'
import { num } from './svg'

interface OtCommand {
  type: 'M' | 'L' | 'C' | 'Q' | 'Z'
  x?: number
  y?: number
  x1?: number
  y1?: number
  x2?: number
  y2?: number
}
interface OtPath {
  commands: OtCommand[]
}
interface OtGlyph {
  index: number
  advanceWidth?: number
  getPath(x: number, y: number, fontSize: number): OtPath
}
interface OtFont {
  unitsPerEm: number
  ascender: number
  charToGlyph(char: string): OtGlyph
  getKerningValue(left: OtGlyph, right: OtGlyph): number
}
interface OpenType {
  parse(buffer: ArrayBuffer): OtFont
}

export type FontName = 'display' | 'display-italic' | 'sans' | 'sans-medium' | 'sans-semibold'

const FILES: Record<FontName, string> = {
  display: '@fontsource/playfair-display/files/playfair-display-latin-500-normal.woff',
  'display-italic': '@fontsource/playfair-display/files/playfair-display-latin-400-italic.woff',
  sans: '@fontsource/inter/files/inter-latin-400-normal.woff',
  'sans-medium': '@fontsource/inter/files/inter-latin-500-normal.woff',
  'sans-semibold': '@fontsource/inter/files/inter-latin-600-normal.woff',
}

const require = createRequire(import.meta.url)
const fonts = new Map<FontName, OtFont>()

/** Fonts are read from node_modules on first use, so text is drawn as paths and needs no web font. */
function loadFont(name: FontName): OtFont {
  const cached = fonts.get(name)
  if (cached) return cached
  const opentype = require('opentype.js') as OpenType
  const file = readFileSync(require.resolve(FILES[name]))
  const font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength))
  fonts.set(name, font)
  return font
}

/**
 * Glyph outline in font units. Written by hand because opentype.js's toPathData drops the
 * separator before values that round to zero from below ("474 -0.3" becomes "4740").
 */
function glyphPathData(glyph: OtGlyph, unitsPerEm: number): string {
  const r = (v: number | undefined): number => Math.round(v ?? 0)
  return glyph
    .getPath(0, 0, unitsPerEm)
    .commands.map((c) => {
      if (c.type === 'Z') return 'Z'
      if (c.type === 'C') return `C${r(c.x1)} ${r(c.y1)} ${r(c.x2)} ${r(c.y2)} ${r(c.x)} ${r(c.y)}`
      if (c.type === 'Q') return `Q${r(c.x1)} ${r(c.y1)} ${r(c.x)} ${r(c.y)}`
      return `${c.type}${r(c.x)} ${r(c.y)}`
    })
    .join('')
    .replace(/ -/g, '-')
}

export interface TypeStyle {
  font: FontName
  size: number
  /** Extra space between letters, in ems. */
  tracking?: number
}

interface Layout {
  font: OtFont
  glyphs: { glyph: OtGlyph; x: number }[]
  /** Advance in font units. */
  width: number
}

function layout(text: string, style: TypeStyle): Layout {
  const font = loadFont(style.font)
  const track = (style.tracking ?? 0) * font.unitsPerEm
  const glyphs: Layout['glyphs'] = []
  let x = 0
  let previous: OtGlyph | undefined
  // NOTE: per-character lookup on purpose; opentype.js cannot run Inter's contextual (ccmp) lookups.
  for (const glyph of Array.from(text, (char) => font.charToGlyph(char))) {
    if (previous) x += font.getKerningValue(previous, glyph) + track
    glyphs.push({ glyph, x })
    x += glyph.advanceWidth ?? 0
    previous = glyph
  }
  return { font, glyphs, width: x }
}

export function measureText(text: string, style: TypeStyle): number {
  const { font, width } = layout(text, style)
  return (width * style.size) / font.unitsPerEm
}

export interface LineOptions extends TypeStyle {
  x: number
  y: number
  fill: string
  anchor?: 'start' | 'middle' | 'end'
  opacity?: number
}

/** One line of text as reusable glyph paths; `y` is the baseline. */
export function setLine(doc: SvgDoc, text: string, options: LineOptions): string {
  const { font, glyphs, width } = layout(text, options)
  const scale = options.size / font.unitsPerEm
  const shift = options.anchor === 'middle' ? width / 2 : options.anchor === 'end' ? width : 0
  const uses = glyphs
    .map(({ glyph, x }) => {
      const d = glyphPathData(glyph, font.unitsPerEm)
      if (!d) return ''
      const id = doc.shared(
        `glyph:${options.font}:${glyph.index}`,
        (key) => `<path id="${key}" d="${d}"/>`,
      )
      return `<use href="#${id}" x="${Math.round(x - shift)}"/>`
    })
    .join('')
  const opacity = options.opacity === undefined ? '' : ` opacity="${options.opacity}"`
  return `<g transform="translate(${num(options.x)} ${num(options.y)}) scale(${scale.toFixed(5)})" fill="${options.fill}"${opacity}>${uses}</g>`
}

/** Greedy word wrap to a width. */
export function wrapText(text: string, style: TypeStyle, maxWidth: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && measureText(candidate, style) > maxWidth) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

/** Narrows the measure while the line count holds, so lines end up close in length. */
function balance(lines: string[], style: TypeStyle): string[] {
  if (lines.length < 2) return lines
  const text = lines.join(' ')
  let best = lines
  let width = Math.max(...lines.map((l) => measureText(l, style)))
  for (;;) {
    width *= 0.95
    const next = wrapText(text, style, width)
    if (next.length !== lines.length || next.some((l) => measureText(l, style) > width + 1))
      return best
    best = next
  }
}

/** The largest size at which the text wraps into `maxLines` lines within `maxWidth`. */
export function fitText(
  text: string,
  style: TypeStyle,
  maxWidth: number,
  maxLines: number,
  minSize: number,
): { lines: string[]; size: number } {
  for (let size = style.size; size > minSize; size *= 0.94) {
    const lines = wrapText(text, { ...style, size }, maxWidth)
    const widest = Math.max(...lines.map((l) => measureText(l, { ...style, size })))
    if (lines.length <= maxLines && widest <= maxWidth)
      return { lines: balance(lines, { ...style, size }), size }
  }
  return { lines: wrapText(text, { ...style, size: minSize }, maxWidth), size: minSize }
}
