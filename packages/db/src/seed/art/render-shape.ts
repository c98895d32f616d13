import type { ShadowStyle } from './effects'
import { blurFilter, shadowFilter } from './effects'
import { fabricOverlay } from './fabric'
import type { Mark, Shape } from './garments/types'
import type { Colour } from './palette'
import { resolvePaint } from './paints'
import type { SvgDoc } from './svg'
import { attrs } from './svg'

export interface RenderOptions {
  shadow: ShadowStyle | 'none'
  seed: number
  /** A close-up crop, where the weave is shown at full strength. */
  close?: boolean
}

function paintAttrs(doc: SvgDoc, mark: Mark, colour: Colour): string {
  const stroke = mark.stroke ? resolvePaint(doc, mark.stroke, colour) : undefined
  return attrs({
    fill: mark.fill ? resolvePaint(doc, mark.fill, colour) : 'none',
    stroke,
    'stroke-width': stroke ? (mark.width ?? 2) : undefined,
    'stroke-dasharray': mark.dash,
    'stroke-linecap': stroke ? 'round' : undefined,
    'stroke-linejoin': stroke ? 'round' : undefined,
    'fill-rule': mark.evenOdd ? 'evenodd' : undefined,
    opacity: mark.opacity,
    filter: mark.blur ? `url(#${blurFilter(doc, mark.blur)})` : undefined,
  })
}

/** Draws a shape in its own canvas units (x centred on 0, y from 0 to 1000). */
export function renderShape(
  doc: SvgDoc,
  shape: Shape,
  colour: Colour,
  options: RenderOptions,
): string {
  const bodies = shape.marks.filter((m) => m.layer === 'body')
  const refs = bodies.map((mark) => {
    const id = doc.id()
    doc.def(`<path id="${id}" d="${mark.d}"/>`)
    return { id, mark }
  })
  const filled = refs.filter((r) => r.mark.fill && r.mark.fill !== 'none')
  const clip = doc.id()
  doc.def(
    `<clipPath id="${clip}">${filled.map((r) => `<use href="#${r.id}"${r.mark.evenOdd ? ' clip-rule="evenodd"' : ''}/>`).join('')}</clipPath>`,
  )
  const filter =
    options.shadow === 'none' ? '' : ` filter="url(#${shadowFilter(doc, options.shadow)})"`
  const uses = refs.map((r) => `<use href="#${r.id}"${paintAttrs(doc, r.mark, colour)}/>`).join('')
  const overlay = fabricOverlay(
    doc,
    shape.fabric,
    colour,
    { x: -400, y: 0, w: 800, h: 1000 },
    options.seed,
    options.close,
  )
  const draw = (layer: Mark['layer']): string =>
    shape.marks
      .filter((m) => m.layer === layer)
      .map((m) => `<path d="${m.d}"${paintAttrs(doc, m, colour)}/>`)
      .join('')
  return `<g${filter}>${uses}</g><g clip-path="url(#${clip})">${overlay}</g>${draw('detail')}${draw('trim')}`
}
