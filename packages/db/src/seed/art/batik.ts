import { darken, lighten, mix } from './palette'
import { isDark } from './paints'
import type { SvgDoc } from './svg'

export type BatikMotif = 'kawung' | 'parang'

function motifInks(hex: string): { ink: string; accent: string } {
  const ink = isDark(hex) ? mix(hex, '#EADCBF', 0.75) : darken(hex, 0.58)
  return { ink, accent: isDark(hex) ? lighten(hex, 0.28) : mix(hex, '#F3EBDD', 0.55) }
}

const KAWUNG = (ink: string, accent: string): string =>
  `<g fill="${accent}" stroke="${ink}" stroke-width="1.6">` +
  `<ellipse cx="10" cy="20" rx="8.5" ry="5.5"/><ellipse cx="30" cy="20" rx="8.5" ry="5.5"/>` +
  `<ellipse cx="20" cy="10" rx="5.5" ry="8.5"/><ellipse cx="20" cy="30" rx="5.5" ry="8.5"/></g>` +
  `<g fill="${ink}"><circle cx="20" cy="20" r="2.2"/><circle cx="0" cy="0" r="2.6"/><circle cx="40" cy="0" r="2.6"/>` +
  `<circle cx="0" cy="40" r="2.6"/><circle cx="40" cy="40" r="2.6"/><circle cx="10" cy="20" r="1.2"/>` +
  `<circle cx="30" cy="20" r="1.2"/><circle cx="20" cy="10" r="1.2"/><circle cx="20" cy="30" r="1.2"/></g>`

const PARANG = (ink: string, accent: string): string =>
  `<path d="M0 16C7 3 13 3 18 16S29 29 36 16" fill="none" stroke="${ink}" stroke-width="5"/>` +
  `<path d="M0 16C7 3 13 3 18 16S29 29 36 16" fill="none" stroke="${accent}" stroke-width="1.4"/>` +
  `<path d="M0 2.5h36M0 29.5h36" stroke="${ink}" stroke-width="1.2"/>` +
  `<g fill="${ink}"><circle cx="9" cy="24" r="2"/><circle cx="27" cy="8" r="2"/></g>`

/** A traditional Javanese motif as a repeating fill; the ground is the product colour. */
export function batikPattern(doc: SvgDoc, motif: BatikMotif, hex: string): string {
  return doc.shared(`batik:${motif}:${hex}`, (id) => {
    const { ink, accent } = motifInks(hex)
    const [w, h, body] =
      motif === 'kawung' ? [40, 40, KAWUNG(ink, accent)] : [36, 32, PARANG(ink, accent)]
    return (
      `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse" patternTransform="rotate(45) scale(1.3)">` +
      `<rect width="${w}" height="${h}" fill="${hex}"/>${body}</pattern>`
    )
  })
}
