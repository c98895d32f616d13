import { asc, eq } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { categories, categorySubs } from '@store/db/schema'
import type { Category, CategorySub } from '@store/contract/catalog'

export async function listCategories(db: Executor): Promise<Category[]> {
  const [rows, subs] = [
    await db.select().from(categories).orderBy(asc(categories.sortOrder)),
    await db.select().from(categorySubs).orderBy(asc(categorySubs.sortOrder)),
  ]
  return rows.map((category) => ({
    id: category.id,
    name: category.name,
    cover_image_url: category.coverImageUrl,
    cover_text: category.coverText,
    category_subs: subs
      .filter((sub) => sub.categoryId === category.id)
      .map((sub) => ({ id: sub.id, name: sub.name })),
  }))
}

export async function findCategory(db: Executor, id: number): Promise<Category | null> {
  const all = await listCategories(db)
  return all.find((category) => category.id === id) ?? null
}

export async function findCategorySub(db: Executor, id: number): Promise<CategorySub | null> {
  const [row] = await db
    .select({ sub: categorySubs, category: categories })
    .from(categorySubs)
    .innerJoin(categories, eq(categories.id, categorySubs.categoryId))
    .where(eq(categorySubs.id, id))
  if (!row) return null
  return {
    id: row.sub.id,
    name: row.sub.name,
    show_cover: row.sub.showCover ? 1 : 0,
    cover_image_url: row.sub.coverImageUrl,
    cover_text: row.sub.coverText,
    category: {
      id: row.category.id,
      name: row.category.name,
      cover_image_url: row.category.coverImageUrl,
      cover_text: row.category.coverText,
    },
  }
}
