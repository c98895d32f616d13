import { eq } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { mediaFiles } from '@store/db/schema'

/** Keeps a file once: a second put of the same path keeps the first (its bytes are the same). */
export async function insertMediaFile(db: Executor, path: string, bytes: Buffer): Promise<void> {
  await db
    .insert(mediaFiles)
    .values({ path, bytes, size: bytes.length })
    .onConflictDoNothing({ target: mediaFiles.path })
}

export async function readMediaFile(db: Executor, path: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: mediaFiles.bytes })
    .from(mediaFiles)
    .where(eq(mediaFiles.path, path))
  return row?.bytes ?? null
}

export async function hasMediaFile(db: Executor, path: string): Promise<boolean> {
  const [row] = await db
    .select({ size: mediaFiles.size })
    .from(mediaFiles)
    .where(eq(mediaFiles.path, path))
  return row !== undefined
}
