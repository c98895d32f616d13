import type { RenditionFormat, RenditionWidth } from '@store/contract/media'
import type { Executor } from '@store/db/client'
import { makeRendition } from '@store/media/renditions'
import { findMediaSource } from './media.repository'
import { readIfPresent, renditionPath, sourceFile, writeAtomically } from './rendition-files'

/** Renditions drawn at once for waiting requests; the rest queue behind them. */
const DRAWING_AT_ONCE = 2

export type RenditionMaker = (
  key: string,
  width: RenditionWidth,
  format: RenditionFormat,
) => Promise<Buffer | null>

/**
 * A rendition's bytes: from its file when it has been made, else drawn from
 * its source now, kept, and shared with every request that asked meanwhile.
 * Null when the key names no image.
 */
export function createRenditionMaker(db: Executor, mediaDir: string): RenditionMaker {
  const inFlight = new Map<string, Promise<Buffer | null>>()
  const waiting: (() => void)[] = []
  let drawing = 0

  async function turn<T>(work: () => Promise<T>): Promise<T> {
    if (drawing >= DRAWING_AT_ONCE) await new Promise<void>((wake) => waiting.push(wake))
    drawing += 1
    try {
      return await work()
    } finally {
      drawing -= 1
      waiting.shift()?.()
    }
  }

  async function draw(key: string, width: RenditionWidth, format: RenditionFormat) {
    const source = await findMediaSource(db, key)
    if (!source) return null
    const bytes = await readIfPresent(sourceFile(mediaDir, source.sourcePath))
    if (!bytes) return null
    const drawn = await turn(() => makeRendition(bytes, source.vector, width, format))
    await writeAtomically(renditionPath(mediaDir, key, width, format), drawn)
    return drawn
  }

  return async (key, width, format) => {
    const kept = await readIfPresent(renditionPath(mediaDir, key, width, format))
    if (kept) return kept
    const id = `${key}/${width}.${format}`
    let pending = inFlight.get(id)
    if (!pending) {
      pending = draw(key, width, format).finally(() => inFlight.delete(id))
      inFlight.set(id, pending)
    }
    return pending
  }
}
