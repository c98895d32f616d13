import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'

import type * as ArtModule from '../../../packages/db/src/seed/art/index'
import type * as PipelineModule from '../../../packages/media/src/renditions'

type Art = typeof ArtModule
type Pipeline = typeof PipelineModule

export interface Drawer {
  name: string
  /** Draws one demo picture (its SVG written, then every rendition made); CPU ms it took. */
  draw(index: number): Promise<number>
}

/** A checkout's own demo art and image pipeline, loaded from its sources. */
export async function drawerOf(name: string, checkout: string): Promise<Drawer> {
  const load = (path: string) => import(pathToFileURL(join(checkout, path)).href)
  const art = (await load('packages/db/src/seed/art/index.ts')) as Art
  const pipeline = (await load('packages/media/src/renditions.ts')) as Pipeline
  const kinds = art.GARMENT_KINDS
  const views = art.GARMENT_VIEWS
  return {
    name,
    async draw(index) {
      const before = process.cpuUsage()
      // Product photos are most of the demo pictures; every eighth is a hashtag photo.
      const svg =
        index % 8 === 7
          ? art.hashtagPhotoSvg(index + 1)
          : art.garmentSvg({
              kind: kinds[index % kinds.length]!,
              view: views[Math.floor(index / kinds.length) % views.length]!,
              colour: art.COLOURS[index % art.COLOURS.length]!,
              seed: index + 1,
            })
      await pipeline.makeRenditions(Buffer.from(svg), true)
      const used = process.cpuUsage(before)
      return (used.user + used.system) / 1000
    },
  }
}

/**
 * CPU seconds per demo picture for each drawer, the drawers taking turns on
 * the same pictures, on one thread as the store's worker draws them.
 */
export async function cpuPerPicture(drawers: Drawer[], pictures: number) {
  sharp.concurrency(1)
  const totals = drawers.map(() => 0)
  for (let index = 0; index < pictures; index++)
    for (const [at, drawer] of drawers.entries()) totals[at]! += await drawer.draw(index)
  sharp.concurrency(0)
  return drawers.map((drawer, at) => ({
    name: drawer.name,
    cpuSecondsPerPicture: Math.round(totals[at]! / pictures) / 1000,
  }))
}
