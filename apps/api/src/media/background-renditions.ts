import { existsSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { RENDITION_FORMATS, RENDITION_WIDTHS } from '@store/contract/media'
import { firstViewImageKeys } from './first-view-images'
import { listMediaSources } from './media.repository'
import type { MediaSource } from './media.repository'
import { renditionPath } from './rendition-files'

/** The worker writes an image's widths in order, so its widest file in the last format marks it done. */
function isDone(mediaDir: string, key: string) {
  const width = RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]!
  const format = RENDITION_FORMATS[RENDITION_FORMATS.length - 1]!
  return existsSync(renditionPath(mediaDir, key, width, format))
}

/** The images of the pages a visitor opens first come first, in that order; the rest as listed. */
export function firstViewFirst(sources: MediaSource[], firstKeys: string[]): MediaSource[] {
  const rank = new Map(firstKeys.map((key, index) => [key, index]))
  const ranked = (source: MediaSource) => rank.get(source.key) ?? firstKeys.length
  return sources
    .map((source, index) => ({ source, index }))
    .sort((a, b) => ranked(a.source) - ranked(b.source) || a.index - b.index)
    .map(({ source }) => source)
}

/**
 * Queues every image whose renditions are not all made and whose source is
 * in the media store, behind those shoppers hurry, the images of the first
 * pages a visitor opens first. Returns how many were queued.
 */
export async function queueMissingRenditions(app: FastifyInstance, mediaDir: string) {
  const missing: MediaSource[] = []
  for (const source of await listMediaSources(app.db)) {
    // One at a time: on a new instance each upload is fetched from the database here.
    if (!isDone(mediaDir, source.key) && (await app.mediaStore.localSource(source.sourcePath)))
      missing.push(source)
  }
  app.renditions.enqueue(firstViewFirst(missing, await firstViewImageKeys(app)))
  return missing.length
}
