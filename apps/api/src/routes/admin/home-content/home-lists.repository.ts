import { eq, sql } from 'drizzle-orm'
import type { Transaction } from '@store/db/client'
import { hashtagImages, imageSliders } from '@store/db/schema'
import { reorderList } from '../../../lib/sort-order.repository'

type SlideValues = Omit<typeof imageSliders.$inferInsert, 'id' | 'sortOrder'>

const nextOrder = (tx: Transaction, table: typeof imageSliders | typeof hashtagImages) =>
  tx
    .select({ next: sql<number>`coalesce(max(${table.sortOrder}), 0) + 1` })
    .from(table)
    .then(([row]) => Number(row?.next ?? 1))

export async function insertSlide(tx: Transaction, values: SlideValues) {
  const [row] = await tx
    .insert(imageSliders)
    .values({ ...values, sortOrder: await nextOrder(tx, imageSliders) })
    .returning()
  return row
}

/** Changes a slide; answers it as it was before, or null when it no longer exists. */
export async function updateSlideRow(tx: Transaction, id: number, values: SlideValues) {
  const [held] = await tx.select().from(imageSliders).where(eq(imageSliders.id, id)).for('update')
  if (!held) return null
  await tx.update(imageSliders).set(values).where(eq(imageSliders.id, id))
  return held
}

export async function deleteSlideRow(tx: Transaction, id: number) {
  const [held] = await tx.delete(imageSliders).where(eq(imageSliders.id, id)).returning()
  return held ?? null
}

type HashtagValues = { imageUrl: string; igUrl: string }

export async function insertHashtagImage(tx: Transaction, values: HashtagValues) {
  const [row] = await tx
    .insert(hashtagImages)
    .values({ ...values, sortOrder: await nextOrder(tx, hashtagImages) })
    .returning()
  return row
}

export async function updateHashtagRow(tx: Transaction, id: number, values: HashtagValues) {
  const [held] = await tx.select().from(hashtagImages).where(eq(hashtagImages.id, id)).for('update')
  if (!held) return null
  await tx.update(hashtagImages).set(values).where(eq(hashtagImages.id, id))
  return held
}

export async function deleteHashtagRow(tx: Transaction, id: number) {
  const [held] = await tx.delete(hashtagImages).where(eq(hashtagImages.id, id)).returning()
  return held ?? null
}

const LISTS = { slides: imageSliders, hashtags: hashtagImages }

/** Puts the slides or the hashtag images in the given order; false when another change came first. */
export const reorderRows = (tx: Transaction, list: keyof typeof LISTS, ids: number[]) =>
  reorderList(tx, LISTS[list], ids)
