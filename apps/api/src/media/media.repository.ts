import { eq, inArray } from 'drizzle-orm'
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

export interface NewMediaImage extends MediaSource {
  width: number
  height: number
  placeholder: string
}

/** Stores an image's row once; false when its key was there already (the same content). */
export async function insertMediaImage(db: Executor, image: NewMediaImage): Promise<boolean> {
  const inserted = await db
    .insert(mediaImages)
    .values(image)
    .onConflictDoNothing({ target: mediaImages.key })
    .returning({ key: mediaImages.key })
  return inserted.length > 0
}

/** The keys of these that the pipeline knows. */
export async function findKnownMediaKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const rows = await db
    .select({ key: mediaImages.key })
    .from(mediaImages)
    .where(inArray(mediaImages.key, keys))
  return new Set(rows.map((row) => row.key))
}
