import { and, asc, eq, lte } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { products } from '@store/db/schema'

const due = (now: Date) => and(eq(products.status, 'DRAFT'), lte(products.publishAt, now))

/** The drafts whose scheduled publish time has come at `now`, oldest time first. */
export async function listDueProducts(db: Executor, now: Date, limit = 500) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(due(now))
    .orderBy(asc(products.publishAt), asc(products.id))
    .limit(limit)
  return rows.map((row) => row.id)
}
