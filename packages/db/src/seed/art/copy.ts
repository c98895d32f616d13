import { INK, contrast } from './palette'
import type { Box, SvgDoc } from './svg'
import { fitText, setLine } from './text'

export interface Copy {
  kicker?: string
  headline?: string
}

export const IVORY = '#F7F3EC'

/** Ink or ivory, whichever reads better on the background. */
export function textColour(background: string): string {
  return contrast(INK, background) >= contrast(IVORY, background) ? INK : IVORY
}

/**
 * Kicker (Inter, tracked capitals) over a Playfair headline, centred vertically in the area.
 * Sizes shrink until the copy fits the area, so long headlines never leave the canvas.
 */
export function drawCopy(
  doc: SvgDoc,
  area: Box,
  copy: Copy,
  background: string,
  align: 'start' | 'middle',
): string {
  const ink = textColour(background)
  const kickerSize = Math.max(13, Math.min(30, area.h * 0.055, area.w * 0.045))
  const kicker = copy.kicker?.toUpperCase()
  const head = copy.headline
    ? fitText(
        copy.headline,
        { font: 'display', size: Math.min(area.h * 0.24, area.w * 0.2) },
        area.w,
        3,
        18,
      )
    : undefined
  let headSize = head?.size ?? 0
  let lines = head?.lines ?? []
  const heightFor = (size: number, count: number): number =>
    (kicker ? kickerSize * 2.6 : 0) + count * size * 1.1 + (count ? size * 0.5 : 0)
  while (head && heightFor(headSize, lines.length) > area.h && headSize > 14) {
    headSize *= 0.92
    lines = fitText(head.lines.join(' '), { font: 'display', size: headSize }, area.w, 3, 14).lines
  }
  const total = heightFor(headSize, lines.length)
  const x = align === 'middle' ? area.x + area.w / 2 : area.x
  let y = area.y + (area.h - total) / 2
  let out = ''
  if (kicker) {
    y += kickerSize
    out += setLine(doc, kicker, {
      font: 'sans-semibold',
      size: kickerSize,
      tracking: 0.22,
      x,
      y,
      fill: ink,
      anchor: align,
    })
    const ruleX = align === 'middle' ? x - 24 : x
    out += `<rect x="${ruleX.toFixed(1)}" y="${(y + kickerSize * 0.7).toFixed(1)}" width="48" height="2" fill="${ink}" opacity=".6"/>`
    y += kickerSize * 1.6
  }
  for (const line of lines) {
    y += headSize * 1.02
    out += setLine(doc, line, { font: 'display', size: headSize, x, y, fill: ink, anchor: align })
    y += headSize * 0.08
  }
  return out
}
