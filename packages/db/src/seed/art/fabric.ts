import { createRng } from './prng'
import type { Colour } from './palette'
import { isDark } from './paints'
import { batikPattern } from './batik'
import { grainFill, lightingGradient } from './effects'
import type { Fabric } from './garments/types'
import type { Box, SvgDoc } from './svg'
import { attrs } from './svg'

const WEAVES: Record<
  Fabric,
  { size: number; d: string; opacity: number; width: number } | undefined
> = {
  jersey: { size: 5, d: 'M1.2 0v3M3.7 2.5v3', opacity: 0.09, width: 0.9 },
  poplin: { size: 4, d: 'M0 1h4M1 0v4', opacity: 0.06, width: 0.6 },
  voile: { size: 5, d: 'M0 1h5M1 0v5', opacity: 0.05, width: 0.5 },
  twill: { size: 6, d: 'M0 6L6 0M-1 1L1-1M5 7L7 5', opacity: 0.1, width: 1 },
  denim: { size: 5, d: 'M0 5L5 0M-1 1L1-1M4 6L6 4', opacity: 0.22, width: 1.1 },
  batik: { size: 4, d: 'M0 1h4M1 0v4', opacity: 0.05, width: 0.6 },
  fleece: undefined,
  leather: undefined,
  plain: undefined,
}

function weavePattern(doc: SvgDoc, fabric: Fabric, hex: string): string | undefined {
  const weave = WEAVES[fabric]
  if (!weave) return undefined
  const dark = isDark(hex) || fabric === 'denim'
  const ink = dark ? '#ffffff' : '#2a2118'
  return doc.shared(
    `weave:${fabric}:${dark}`,
    (id) =>
      `<pattern id="${id}" width="${weave.size}" height="${weave.size}" patternUnits="userSpaceOnUse">` +
      `<path d="${weave.d}" stroke="${ink}" stroke-opacity="${weave.opacity}" stroke-width="${weave.width}"/></pattern>`,
  )
}

const GRAIN: Record<Fabric, number> = {
  jersey: 0.05,
  poplin: 0.04,
  voile: 0.03,
  twill: 0.05,
  denim: 0.08,
  batik: 0.04,
  fleece: 0.09,
  leather: 0.07,
  plain: 0.03,
}

/** Everything drawn inside a garment's clip: weave, motif, grain and light. */
export function fabricOverlay(
  doc: SvgDoc,
  fabric: Fabric,
  colour: Colour,
  area: Box,
  seed: number,
  close = false,
): string {
  const box = attrs({ x: area.x, y: area.y, width: area.w, height: area.h })
  const layers: string[] = []
  if (fabric === 'batik') {
    const motif = createRng(seed).pick(['kawung', 'parang'] as const)
    layers.push(`<rect${box} fill="url(#${batikPattern(doc, motif, colour.hex)})"/>`)
  }
  if (fabric === 'denim') {
    layers.push(`<rect${box} fill="url(#${grainFill(doc, 0.06, 0.02)})"/>`)
  }
  const weave = weavePattern(doc, fabric, colour.hex)
  // Fine weave lines turn into moiré at thumbnail size, so they only show fully up close.
  if (weave) layers.push(`<rect${box} fill="url(#${weave})"${close ? '' : ' opacity=".22"'}/>`)
  const grain = GRAIN[fabric] * (isDark(colour.hex) ? 0.6 : 1)
  layers.push(`<rect${box} fill="url(#${grainFill(doc, grain)})"/>`)
  layers.push(`<rect${box} fill="url(#${lightingGradient(doc)})"/>`)
  return layers.join('')
}
