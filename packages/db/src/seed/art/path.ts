import { num } from './svg'

type Point = readonly [number, number]
/** A straight segment `[x, y]` or a cubic `[c1x, c1y, c2x, c2y, x, y]`. */
export type Seg = Point | readonly [number, number, number, number, number, number]

const pt = (x: number, y: number): string => `${num(x)} ${num(y)}`

function segTo(seg: Seg, sx: number): string {
  return seg.length === 2
    ? `L${pt(seg[0] * sx, seg[1])}`
    : `C${pt(seg[0] * sx, seg[1])} ${pt(seg[2] * sx, seg[3])} ${pt(seg[4] * sx, seg[5])}`
}

const end = (seg: Seg): Point => (seg.length === 2 ? seg : [seg[4], seg[5]])

/** An open path; `sx = -1` mirrors it across x = 0. */
export function line(start: Point, segs: readonly Seg[], sx = 1): string {
  return `M${pt(start[0] * sx, start[1])}${segs.map((s) => segTo(s, sx)).join('')}`
}

export const closed = (start: Point, segs: readonly Seg[], sx = 1): string =>
  `${line(start, segs, sx)}Z`

/**
 * A left-right symmetric outline from its right half, drawn from the top centre
 * clockwise to the bottom centre; the left half is the mirror image walked back.
 */
export function symmetric(start: Point, half: readonly Seg[]): string {
  const points: Point[] = [start, ...half.map(end)]
  let back = ''
  for (let i = half.length - 1; i >= 0; i--) {
    const seg = half[i]
    const from = points[i]
    if (!seg || !from) continue
    back +=
      seg.length === 2
        ? `L${pt(-from[0], from[1])}`
        : `C${pt(-seg[2], seg[3])} ${pt(-seg[0], seg[1])} ${pt(-from[0], from[1])}`
  }
  return `${line(start, half)}${back}Z`
}

/** The same open path on the right (sx = 1) and on the left (sx = -1). */
export const both = (start: Point, segs: readonly Seg[]): string =>
  line(start, segs) + line(start, segs, -1)
export const bothClosed = (start: Point, segs: readonly Seg[]): string =>
  closed(start, segs) + closed(start, segs, -1)

export function circle(cx: number, cy: number, r: number): string {
  return `M${pt(cx - r, cy)}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0Z`
}

export function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${pt(cx - rx, cy)}a${num(rx)} ${num(ry)} 0 1 0 ${num(2 * rx)} 0a${num(rx)} ${num(ry)} 0 1 0 ${num(-2 * rx)} 0Z`
}

export function rect(x: number, y: number, w: number, h: number, r = 0): string {
  if (r <= 0) return `M${pt(x, y)}h${num(w)}v${num(h)}h${num(-w)}Z`
  const k = Math.min(r, w / 2, h / 2)
  return (
    `M${pt(x + k, y)}h${num(w - 2 * k)}a${num(k)} ${num(k)} 0 0 1 ${num(k)} ${num(k)}v${num(h - 2 * k)}` +
    `a${num(k)} ${num(k)} 0 0 1 ${num(-k)} ${num(k)}h${num(2 * k - w)}a${num(k)} ${num(k)} 0 0 1 ${num(-k)} ${num(-k)}` +
    `v${num(2 * k - h)}a${num(k)} ${num(k)} 0 0 1 ${num(k)} ${num(-k)}Z`
  )
}

const ARC = 7

/**
 * Scales, mirrors and moves any path about an origin. Arc flags are kept (sweep flips
 * when mirrored); radii scale, so keep sx = sy where circles must stay round.
 */
export function scalePath(
  d: string,
  sx: number,
  sy: number,
  ox = 0,
  oy = 0,
  dx = 0,
  dy = 0,
): string {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? []
  const ax = (v: number): string => num(ox + (v - ox) * sx + dx)
  const ay = (v: number): string => num(oy + (v - oy) * sy + dy)
  const rx = (v: number): string => num(v * sx)
  const ry = (v: number): string => num(v * sy)
  const arc = (a: number[], absolute: boolean): string => {
    let out = ''
    for (let i = 0; i + ARC <= a.length; i += ARC) {
      const [r1 = 0, r2 = 0, rot = 0, large = 0, sweep = 0, x = 0, y = 0] = a.slice(i, i + ARC)
      const flip = sx * sy < 0 ? 1 - sweep : sweep
      const end = absolute ? `${ax(x)} ${ay(y)}` : `${rx(x)} ${ry(y)}`
      out += `${i ? ' ' : ''}${num(Math.abs(r1 * sx))} ${num(Math.abs(r2 * sy))} ${rot} ${large} ${flip} ${end}`
    }
    return out
  }
  const convert = (cmd: string, a: number[]): string => {
    const pairs = (fx: (v: number) => string, fy: (v: number) => string): string =>
      a.map((v, i) => (i % 2 === 0 ? fx(v) : fy(v))).join(' ')
    if ('MLCSQT'.includes(cmd)) return pairs(ax, ay)
    if ('mlcsqt'.includes(cmd)) return pairs(rx, ry)
    if (cmd === 'H') return a.map(ax).join(' ')
    if (cmd === 'V') return a.map(ay).join(' ')
    if (cmd === 'h') return a.map(rx).join(' ')
    if (cmd === 'v') return a.map(ry).join(' ')
    if (cmd === 'A' || cmd === 'a') return arc(a, cmd === 'A')
    return ''
  }
  let out = ''
  let cmd = ''
  let args: number[] = []
  for (const token of [...tokens, 'Z']) {
    if (!/^[a-zA-Z]$/.test(token)) {
      args.push(Number(token))
      continue
    }
    if (cmd) out += cmd + convert(cmd, args)
    cmd = token
    args = []
  }
  return out
}

export const movePath = (d: string, dx: number, dy: number): string =>
  scalePath(d, 1, 1, 0, 0, dx, dy)
export const mirrorPath = (d: string): string => scalePath(d, -1, 1)
