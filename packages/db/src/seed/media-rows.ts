import { renditionBase } from '@store/contract/media'
import { mediaKey } from '@store/media/keys'
import { readImageFacts } from '@store/media/renditions'
import type { Db } from '../client'
import { mediaImages } from '../schema'
import type { MediaUrlOf } from './catalogue'
import { demoArt } from './media'
import { MEDIA_PREFIX } from './media-paths'

type MediaRow = typeof mediaImages.$inferInsert

export interface DemoMedia {
  rows: MediaRow[]
  urlOf: MediaUrlOf
}

/** Sources drawn at once: sharp works off the event loop, one image per core is enough. */
const AT_ONCE = 4

/**
 * Keys, sizes and placeholders of every demo image, from its SVG source.
 * Rendering the renditions themselves is left to the server (seconds per image).
 */
export async function prepareDemoMedia(): Promise<DemoMedia> {
  const art = demoArt()
  const rows: MediaRow[] = []
  for (let start = 0; start < art.length; start += AT_ONCE) {
    const batch = art.slice(start, start + AT_ONCE)
    rows.push(
      ...(await Promise.all(
        batch.map(async (item) => {
          const source = Buffer.from(item.render())
          const facts = await readImageFacts(source, true)
          const sourcePath = item.url.slice(MEDIA_PREFIX.length + 1)
          return { key: mediaKey(source), sourcePath, vector: true, ...facts }
        }),
      )),
    )
  }
  const byUrl = new Map(art.map((item, index) => [item.url, rows[index]!.key]))
  return {
    rows,
    urlOf: (sourceUrl) => {
      const key = byUrl.get(sourceUrl)
      if (!key) throw new Error(`no demo image is drawn for ${sourceUrl}`)
      return renditionBase(key)
    },
  }
}

export async function seedMediaRows(db: Db, rows: MediaRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insert(mediaImages)
      .values(rows.slice(start, start + 200))
      .onConflictDoNothing()
  }
}
