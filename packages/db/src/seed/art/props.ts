import { ellipse } from './path'
import { darken, lighten } from './palette'
import type { SvgDoc } from './svg'
import { attrs } from './svg'

const WOOD = '#B5885C'

function sideGradient(doc: SvgDoc, tone: string): string {
  return doc.shared(
    `side:${tone}`,
    (id) =>
      `<linearGradient id="${id}"><stop offset="0" stop-color="${lighten(tone, 0.18)}"/>` +
      `<stop offset=".55" stop-color="${tone}"/><stop offset="1" stop-color="${darken(tone, 0.16)}"/></linearGradient>`,
  )
}

export function rail(doc: SvgDoc, x1: number, x2: number, y: number): string {
  const brass = sideGradient(doc, '#BFA06A')
  return (
    `<rect${attrs({ x: x1, y: y - 5, width: x2 - x1, height: 10, rx: 5, fill: '#B39663' })}/>` +
    `<rect${attrs({ x: x1, y: y - 5, width: x2 - x1, height: 4, rx: 2, fill: '#fff', opacity: 0.35 })}/>` +
    [x1 + 20, x2 - 20]
      .map(
        (x) =>
          `<rect${attrs({ x: x - 7, y: y - 60, width: 14, height: 60, fill: `url(#${brass})` })}/>`,
      )
      .join('')
  )
}

/** A wooden hanger; the garment is drawn over it, so only the hook and neck show. */
export function hanger(cx: number, y: number, half: number, railY: number): string {
  const hook = `M${cx} ${y - 6}V${railY + 16}a14 14 0 1 0-14-14`
  const bar = `M${cx - 24} ${y - 8}h48L${cx + half} ${y + half * 0.26}l-8 14L${cx} ${y + 10}L${cx - half + 8} ${y + half * 0.26 + 14}l-8-14Z`
  return (
    `<path d="${hook}" fill="none" stroke="#8E887F" stroke-width="4.5" stroke-linecap="round"/>` +
    `<path d="${bar}" fill="${WOOD}"/><path d="M${cx - 22} ${y - 6}h44" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>`
  )
}

export function clipHanger(
  cx: number,
  y: number,
  half: number,
  railY: number,
): { back: string; front: string } {
  const hook = `M${cx} ${y - 8}V${railY + 16}a14 14 0 1 0-14-14`
  const clips = [-1, 1]
    .map((s) => {
      const x = cx + s * half * 0.78
      return `<rect${attrs({ x: x - 14, y: y - 10, width: 28, height: 44, rx: 4, fill: '#9D978D' })}/><rect${attrs({ x: x - 10, y: y - 6, width: 20, height: 8, rx: 2, fill: '#C9C4BA' })}/>`
    })
    .join('')
  return {
    back:
      `<path d="${hook}" fill="none" stroke="#8E887F" stroke-width="4.5" stroke-linecap="round"/>` +
      `<rect${attrs({ x: cx - half, y: y - 12, width: half * 2, height: 8, rx: 4, fill: '#9D978D' })}/>`,
    front: clips,
  }
}

export function plinth(
  doc: SvgDoc,
  cx: number,
  top: number,
  rx: number,
  height: number,
  tone: string,
): string {
  const ry = rx * 0.18
  const face = sideGradient(doc, tone)
  return (
    `<ellipse${attrs({ cx, cy: top + height + 6, rx: rx * 1.2, ry: ry * 1.4, fill: '#2a1d12', opacity: 0.14 })}/>` +
    `<path d="M${cx - rx} ${top}v${height}a${rx} ${ry} 0 0 0 ${rx * 2} 0v${-height}Z" fill="url(#${face})"/>` +
    `<path d="${ellipse(cx, top, rx, ry)}" fill="${lighten(tone, 0.22)}"/>`
  )
}

/** A faceless dress form head, the way modest-wear stores show a hijab. */
export function headForm(doc: SvgDoc, cx: number, y: number, tone: string): string {
  const skin = sideGradient(doc, tone)
  return (
    `<path d="M${cx - 250} 1000C${cx - 240} ${y + 520} ${cx - 170} ${y + 470} ${cx - 70} ${y + 440}V${y + 330}h140V${y + 440}` +
    `C${cx + 170} ${y + 470} ${cx + 240} ${y + 520} ${cx + 250} 1000Z" fill="url(#${skin})"/>` +
    `<ellipse cx="${cx}" cy="${y + 190}" rx="112" ry="150" fill="url(#${skin})"/>`
  )
}
