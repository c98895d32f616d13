import type { Shape } from './garments/types'
import type { Box } from './svg'

const ARITY: Record<string, number> = { m: 2, l: 2, t: 2, h: 1, v: 1, c: 6, s: 4, q: 4, a: 7, z: 0 }

/** A box around a path's points and control points: never smaller than the path. */
export function pathBounds(d: string): Box | undefined {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? []
  const xs: number[] = []
  const ys: number[] = []
  let [x, y, startX, startY] = [0, 0, 0, 0]
  let cmd = ''
  let args: number[] = []
  const add = (px: number, py: number): void => void (xs.push(px), ys.push(py))
  const run = (): void => {
    const lower = cmd.toLowerCase()
    const rel = cmd === lower
    const arity = ARITY[lower] ?? 0
    if (lower === 'z') [x, y] = [startX, startY]
    for (let i = 0; arity && i + arity <= args.length; i += arity) {
      const a = args.slice(i, i + arity)
      const [ox, oy] = rel ? [x, y] : [0, 0]
      if (lower === 'h') x = (a[0] ?? 0) + (rel ? x : 0)
      else if (lower === 'v') y = (a[0] ?? 0) + (rel ? y : 0)
      else if (lower === 'a') {
        // The bulge of an arc sits at most one radius off its chord's midpoint.
        const [rx = 0, ry = 0] = a
        const [fromX, fromY] = [x, y]
        x = ox + (a[5] ?? 0)
        y = oy + (a[6] ?? 0)
        const [mx, my] = [(fromX + x) / 2, (fromY + y) / 2]
        const horizontal = Math.abs(x - fromX) >= Math.abs(y - fromY)
        if (horizontal) {
          add(mx, my - ry)
          add(mx, my + ry)
        } else {
          add(mx - rx, my)
          add(mx + rx, my)
        }
      } else {
        for (let k = 0; k + 1 < a.length; k += 2) add(ox + (a[k] ?? 0), oy + (a[k + 1] ?? 0))
        x = ox + (a[a.length - 2] ?? 0)
        y = oy + (a[a.length - 1] ?? 0)
      }
      if (lower === 'm' && i === 0) [startX, startY] = [x, y]
      add(x, y)
    }
  }
  for (const token of [...tokens, 'z']) {
    if (/^[a-zA-Z]$/.test(token)) {
      run()
      cmd = token
      args = []
    } else args.push(Number(token))
  }
  if (!xs.length) return undefined
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 }
}

export function shapeBounds(shape: Shape): Box {
  let box: Box | undefined
  for (const mark of shape.marks) {
    if (mark.layer === 'detail') continue
    const b = pathBounds(mark.d)
    if (!b) continue
    const pad = mark.stroke && mark.stroke !== 'none' ? (mark.width ?? 2) / 2 : 0
    const x0 = Math.min(box?.x ?? Infinity, b.x - pad)
    const y0 = Math.min(box?.y ?? Infinity, b.y - pad)
    const x1 = Math.max(box ? box.x + box.w : -Infinity, b.x + b.w + pad)
    const y1 = Math.max(box ? box.y + box.h : -Infinity, b.y + b.h + pad)
    box = { x: x0, y: y0, w: x1 - x0, h: y1 - y0 }
  }
  if (!box) throw new Error('shapeBounds: the shape has no drawable marks')
  return box
}
