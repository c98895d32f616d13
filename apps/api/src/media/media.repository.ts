import { eq } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { mediaImages } from '@store/db/schema'

export interface MediaSource {
  key: string
  sourcePath: string
  vector: boolean
}

const sourceColumns = {
  key: mediaImages.key,
  sourcePath: mediaImages.sourcePath,
  vector: mediaImages.vector,
}

export async function findMediaSource(db: Executor, key: string): Promise<MediaSource | null> {
  const [row] = await db.select(sourceColumns).from(mediaImages).where(eq(mediaImages.key, key))
  return row ?? null
}

/** Every image the pipeline knows, oldest first (the demo art before later uploads). */
export async function listMediaSources(db: Executor): Promise<MediaSource[]> {
  return db.select(sourceColumns).from(mediaImages).orderBy(mediaImages.createdAt, mediaImages.key)
}
