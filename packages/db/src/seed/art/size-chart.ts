import { shapeBounds } from './bounds'
import { drawShape } from './garments/catalogue'
import type { GarmentKind, Segment } from './garments/types'
import { INK } from './palette'
import { renderShape } from './render-shape'
import { SIZE_SPECS, sizeTable } from './size-data'
import type { SvgDoc } from './svg'
import { attrs, createDoc, num } from './svg'
import { setLine } from './text'

export interface SizeChartInput {
  kind: GarmentKind
  sizes: string[]
}

const W = 800
const H = 1000
const ACCENT = '#B8613F'
const MUTED = '#7A7168'
const LETTERS = ['A', 'B', 'C'] as const

function arrow(doc: SvgDoc, [x1, y1, x2, y2]: Segment, letter: string): string {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1
  const [ux, uy] = [(x2 - x1) / len, (y2 - y1) / len]
  const head = (x: number, y: number, dir: number): string => {
    const [bx, by] = [x - ux * 12 * dir, y - uy * 12 * dir]
    return `M${num(x)} ${num(y)}L${num(bx - uy * 6)} ${num(by + ux * 6)}L${num(bx + uy * 6)} ${num(by - ux * 6)}Z`
  }
  const [mx, my] = [(x1 + x2) / 2 - uy * 22, (y1 + y2) / 2 + ux * 22]
  return (
    `<path d="M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}" stroke="${ACCENT}" stroke-width="2.5" stroke-dasharray="7 5"/>` +
    `<path d="${head(x1, y1, -1)}${head(x2, y2, 1)}" fill="${ACCENT}"/>` +
    `<circle${attrs({ cx: mx, cy: my, r: 15, fill: ACCENT })}/>` +
    setLine(doc, letter, {
      font: 'sans-semibold',
      size: 16,
      x: mx,
      y: my + 6,
      fill: '#fff',
      anchor: 'middle',
    })
  )
}

function diagram(doc: SvgDoc, kind: GarmentKind): string {
  const shape = drawShape(kind, kind === 'belt' ? 'back' : 'front', 1)
  const b = shapeBounds(shape)
  const area = { x: 140, y: 200, w: 520, h: 400 }
  const s = Math.min(area.w / b.w, area.h / b.h)
  const tx = area.x + area.w / 2 - (b.x + b.w / 2) * s
  const ty = area.y + area.h / 2 - (b.y + b.h / 2) * s
  const art = renderShape(
    doc,
    shape,
    { name: 'Guide', hex: '#E6DED1' },
    { shadow: 'soft', seed: 1 },
  )
  const map = ([x1, y1, x2, y2]: Segment): Segment => [
    tx + x1 * s,
    ty + y1 * s,
    tx + x2 * s,
    ty + y2 * s,
  ]
  const m = shape.measures
  const segments = m
    ? [m.a, m.b, m.c].flatMap((seg, i) => (seg ? [arrow(doc, map(seg), LETTERS[i] ?? '')] : []))
    : []
  return `<g transform="translate(${num(tx)} ${num(ty)}) scale(${s.toFixed(4)})">${art}</g>${segments.join('')}`
}

function table(doc: SvgDoc, kind: GarmentKind, sizes: readonly string[]): string {
  const spec = SIZE_SPECS[kind]
  const rows = sizeTable(kind, sizes)
  const cols = spec.labels.length + 1
  const [x0, width, top] = [70, 660, 640]
  const rowH = Math.min(46, 300 / (sizes.length + 1))
  const colW = width / cols
  const centre = (c: number): number => x0 + colW * (c + 0.5)
  let out = `<rect${attrs({ x: x0, y: top, width, height: rowH, fill: '#EFE8DD' })}/>`
  const headers = ['Size', ...spec.labels.map((l, i) => `${LETTERS[i] ?? ''}  ${l}`)]
  headers.forEach((h, c) => {
    out += setLine(doc, h.toUpperCase(), {
      font: 'sans-semibold',
      size: 12.5,
      tracking: 0.08,
      x: centre(c),
      y: top + rowH / 2 + 4.5,
      fill: INK,
      anchor: 'middle',
    })
  })
  rows.forEach((values, r) => {
    const y = top + rowH * (r + 1)
    if (r % 2) out += `<rect${attrs({ x: x0, y, width, height: rowH, fill: '#F6F2EC' })}/>`
    const cells = [
      sizes[r] ?? '',
      ...values.map((v) => (Number.isInteger(v) ? String(v) : v.toFixed(1))),
    ]
    cells.forEach((text, c) => {
      out += setLine(doc, text, {
        font: c ? 'sans' : 'sans-semibold',
        size: 16,
        x: centre(c),
        y: y + rowH / 2 + 5.5,
        fill: INK,
        anchor: 'middle',
      })
    })
  })
  const bottom = top + rowH * (rows.length + 1)
  return (
    out +
    `<path d="M${x0} ${top}h${width}M${x0} ${num(bottom)}h${width}" stroke="${INK}" stroke-width="1.2" opacity=".5"/>`
  )
}

/** A size guide: the garment with A/B/C measurements, and centimetres per size below. */
export function sizeChartSvg(input: SizeChartInput): string {
  if (!input.sizes.length) throw new Error(`sizeChartSvg needs at least one size for ${input.kind}`)
  const doc = createDoc()
  const title = `Size guide · ${input.kind.replace(/-/g, ' ')}`.toUpperCase()
  const body =
    `<rect width="${W}" height="${H}" fill="#FBF9F5"/>` +
    `<rect x="24" y="24" width="${W - 48}" height="${H - 48}" fill="none" stroke="#E4DCD0" stroke-width="1.5"/>` +
    setLine(doc, 'KAINARA', {
      font: 'display',
      size: 44,
      tracking: 0.28,
      x: W / 2 + 6,
      y: 96,
      fill: INK,
      anchor: 'middle',
    }) +
    setLine(doc, title, {
      font: 'sans-semibold',
      size: 13,
      tracking: 0.24,
      x: W / 2,
      y: 132,
      fill: MUTED,
      anchor: 'middle',
    }) +
    diagram(doc, input.kind) +
    table(doc, input.kind, input.sizes) +
    setLine(doc, 'All measurements in cm, laid flat. Allow 1–2 cm tolerance.', {
      font: 'sans',
      size: 13,
      x: W / 2,
      y: 962,
      fill: MUTED,
      anchor: 'middle',
    })
  return doc.render(body, W, H)
}
