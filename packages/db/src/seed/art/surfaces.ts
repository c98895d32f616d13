import { blurFilter, grainFill, vignetteGradient } from './effects'
import { darken, lighten } from './palette'
import type { Rng } from './prng'
import type { SvgDoc } from './svg'
import { attrs, num } from './svg'

export type Surface = 'linen' | 'oak' | 'terrazzo' | 'concrete' | 'colour'

const SIZE = 1000
const FULL = attrs({ width: SIZE, height: SIZE })

function linen(doc: SvgDoc): string {
  const id = doc.shared(
    'linen',
    (key) =>
      `<pattern id="${key}" width="6" height="6" patternUnits="userSpaceOnUse">` +
      `<path d="M0 1.5h6M0 4.5h6" stroke="#7a6a55" stroke-opacity=".09"/><path d="M1.5 0v6M4.5 0v6" stroke="#fff" stroke-opacity=".12"/></pattern>`,
  )
  return `<rect${FULL} fill="#E6DDCF"/><rect${FULL} fill="url(#${id})"/>`
}

function oak(rng: Rng): string {
  const planks = Array.from({ length: 5 }, (_, i) => {
    const tone = i % 2 ? '#CFAE86' : '#C8A47A'
    const grain = Array.from({ length: 6 }, () => {
      const x = i * 200 + rng.range(20, 180)
      return `M${num(x)} 0C${num(x + rng.range(-14, 14))} 300 ${num(x + rng.range(-14, 14))} 700 ${num(x)} 1000`
    }).join('')
    return `<rect${attrs({ x: i * 200, width: 200, height: SIZE, fill: tone })}/><path d="${grain}" stroke="${darken(tone, 0.12)}" stroke-width="2" fill="none" opacity=".6"/>`
  }).join('')
  const seams = [200, 400, 600, 800].map((x) => `M${x} 0V1000`).join('')
  return `${planks}<path d="${seams}" stroke="#8E6C4A" stroke-width="2.5" opacity=".5"/>`
}

function terrazzo(rng: Rng): string {
  const chips = ['#C8613F', '#9CAA91', '#B9B2A7', '#D8C7AA', '#6B6A3F']
  const bits = Array.from({ length: 70 }, () => {
    const [x, y, r] = [rng.range(0, SIZE), rng.range(0, SIZE), rng.range(4, 13)]
    const pts = [0, 1, 2, 3].map((k) => {
      const a = (k * Math.PI) / 2 + rng.range(-0.5, 0.5)
      return `${num(x + Math.cos(a) * r)} ${num(y + Math.sin(a) * r * rng.range(0.6, 1))}`
    })
    return `<path d="M${pts.join('L')}Z" fill="${rng.pick(chips)}"/>`
  }).join('')
  return `<rect${FULL} fill="#EEE9E1"/><g opacity=".75">${bits}</g>`
}

function concrete(doc: SvgDoc): string {
  return `<rect${FULL} fill="#D8D4CD"/><rect${FULL} fill="url(#${grainFill(doc, 0.045, 0.02)})"/>`
}

/** A tabletop or floor for an overhead lifestyle shot, with grain, light and vignette. */
export function drawSurface(doc: SvgDoc, rng: Rng, surface: Surface, colour: string): string {
  const base =
    surface === 'linen'
      ? linen(doc)
      : surface === 'oak'
        ? oak(rng)
        : surface === 'terrazzo'
          ? terrazzo(rng)
          : surface === 'concrete'
            ? concrete(doc)
            : `<rect${FULL} fill="${colour}"/>`
  return `${base}<rect${FULL} fill="url(#${grainFill(doc, 0.06)})"/><rect${FULL} fill="url(#${vignetteGradient(doc)})"/>`
}

/** Late-afternoon window light falling across the whole shot. */
export function windowLight(doc: SvgDoc, rng: Rng): string {
  const x = rng.range(-300, 200)
  const bars = [0, 1, 2].map((i) => `M${num(x + i * 230)} -50h120l500 1100h-120Z`).join('')
  return `<path d="${bars}" fill="#fff" opacity=".2" filter="url(#${blurFilter(doc, 18)})"/>`
}

export function coffeeCup(x: number, y: number, r: number): string {
  return (
    `<circle${attrs({ cx: x + 6, cy: y + 10, r: r * 1.5, fill: '#3b2e24', opacity: 0.12 })}/>` +
    `<circle${attrs({ cx: x, cy: y, r: r * 1.5, fill: '#F7F4EE' })}/>` +
    `<circle${attrs({ cx: x, cy: y, r, fill: '#EFEAE2', stroke: '#E0D9CE', 'stroke-width': 3 })}/>` +
    `<circle${attrs({ cx: x, cy: y, r: r * 0.8, fill: '#6B4A33' })}/>` +
    `<ellipse${attrs({ cx: x - r * 0.2, cy: y - r * 0.2, rx: r * 0.4, ry: r * 0.3, fill: lighten('#6B4A33', 0.45), opacity: 0.7 })}/>` +
    `<rect${attrs({ x: x + r * 0.95, y: y - r * 0.14, width: r * 0.5, height: r * 0.28, rx: r * 0.14, fill: '#EFEAE2' })}/>`
  )
}
