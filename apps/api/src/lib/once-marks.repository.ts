import type { Executor } from '@store/db/client'
import { onceMarks } from '@store/db/schema'

/** True for the first caller with this key, across instances; false for every later one. */
export async function markOnce(db: Executor, key: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(onceMarks)
    .values({ key, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: onceMarks.key })
  return inserted.length > 0
}
