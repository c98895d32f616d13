import { createHash } from 'node:crypto'

/**
 * Bumped when the renditions of a same source change (widths, encoder
 * settings), so that no browser keeps an old rendition under an address that
 * is cached for a year.
 */
const PIPELINE_VERSION = 'renditions-3'

/** The key of a source: its address and the folder of its renditions. */
export function mediaKey(source: Buffer | string): string {
  return createHash('sha256')
    .update(PIPELINE_VERSION)
    .update(source)
    .digest('base64url')
    .slice(0, 12)
}
