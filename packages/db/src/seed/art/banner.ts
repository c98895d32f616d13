import { drawStage } from './banner-stage'
import type { BannerTheme } from './banner-themes'
import { LOOKS } from './banner-themes'
import type { Copy } from './copy'
import { drawCopy } from './copy'
import { hashtagScene } from './hashtag'
import { createRng } from './prng'
import { paperBackdrop } from './scene'
import { drawStore } from './store-scene'
import type { Box, SvgDoc } from './svg'
import { attrs, createDoc } from './svg'

export interface BannerInput extends Copy {
  width: number
  height: number
  theme: BannerTheme
  seed: number
}

function collage(doc: SvgDoc, stage: Box, seed: number): string {
  const wide = stage.w / stage.h > 1.3
  const cols = wide ? Math.max(2, Math.min(5, Math.round((stage.w / stage.h) * 2))) : 2
  const rows = wide ? 1 : 2
  const gap = Math.min(stage.w, stage.h) * 0.03
  const size = Math.min((stage.w - gap * (cols - 1)) / cols, (stage.h - gap * (rows - 1)) / rows)
  const x0 = stage.x + (stage.w - cols * size - (cols - 1) * gap) / 2
  const y0 = stage.y + (stage.h - rows * size - (rows - 1) * gap) / 2
  let out = ''
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const box = attrs({
        x: x0 + c * (size + gap),
        y: y0 + r * (size + gap),
        width: size,
        height: size,
      })
      out += `<svg${box} viewBox="0 0 1000 1000">${hashtagScene(doc, seed * 31 + r * cols + c)}</svg>`
    }
  }
  return out
}

/** Editorial banner: copy on a colour block beside (wide) or above (tall) a styled stage. */
export function bannerSvg(input: BannerInput): string {
  const { width: w, height: h, theme, seed } = input
  if (!(w > 0 && h > 0)) throw new Error(`bannerSvg needs a positive size, got ${w}x${h}`)
  const doc = createDoc()
  const rng = createRng(seed * 131 + theme.length)
  const look = rng.pick(LOOKS[theme])
  const hasCopy = Boolean(input.headline || input.kicker)
  const wide = w / h >= 1.25
  const pad = Math.min(w, h) * 0.05
  let panel: Box | undefined
  let stage: Box = { x: pad, y: pad, w: w - 2 * pad, h: h - 2 * pad }
  if (hasCopy && wide) {
    panel = { x: 0, y: 0, w: w * 0.4, h }
    stage = { x: panel.w + pad, y: pad, w: w - panel.w - 2 * pad, h: h - 2 * pad }
  } else if (hasCopy) {
    panel = { x: 0, y: 0, w, h: h * 0.34 }
    stage = { x: pad, y: panel.h + pad * 0.6, w: w - 2 * pad, h: h - panel.h - pad * 1.4 }
  }
  const background = paperBackdrop(doc, w, h, look.stage)
  const block = panel
    ? `<rect${attrs({ x: panel.x, y: panel.y, width: panel.w, height: panel.h, fill: look.panel })}/>`
    : ''
  const scene =
    look.layout === 'collage'
      ? collage(doc, stage, seed)
      : look.layout === 'store'
        ? drawStore(doc, rng, hasCopy ? stage : { x: 0, y: 0, w, h }, look.stage, seed)
        : drawStage(doc, rng, look, stage, seed)
  const copyArea = panel && {
    x: panel.x + (wide ? panel.w * 0.14 : pad * 1.4),
    y: panel.y + pad,
    w: panel.w * (wide ? 0.74 : 1) - (wide ? 0 : pad * 2.8),
    h: panel.h - 2 * pad,
  }
  const copy = copyArea ? drawCopy(doc, copyArea, input, look.panel, wide ? 'start' : 'middle') : ''
  return doc.render(background + block + scene + copy, w, h)
}
