import { asc, eq } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { categories, categorySubs, products } from '@store/db/schema'

/** What the sitemap lists: every category and sub-category, and up to `limit` active products. */
export async function listSitemapRecords(db: Executor, limit: number) {
  const categoryRows = await db
    .select({ id: categories.id })
    .from(categories)
    .orderBy(asc(categories.sortOrder))
  const subRows = await db
    .select({ id: categorySubs.id })
    .from(categorySubs)
    .orderBy(asc(categorySubs.id))
  const productRows = await db
    .select({ id: products.id, createdAt: products.createdAt })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id))
    .limit(limit)
  return { categoryRows, subRows, productRows }
}
