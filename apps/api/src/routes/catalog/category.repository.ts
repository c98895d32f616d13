import { asc, eq } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { pickText } from '@store/db/catalog/translated'
import { categories, categorySubs } from '@store/db/schema'
import type { Category, CategorySub } from '@store/contract/catalog'
import type { Locale } from '@store/contract/locale'

type CategoryRow = typeof categories.$inferSelect
type SubRow = typeof categorySubs.$inferSelect

const categoryTexts = (row: CategoryRow | SubRow, language: Locale) => ({
  name: pickText(row.name, row.nameBahasa, language),
  cover_image_url: row.coverImageUrl,
  cover_text: pickText(row.coverText, row.coverTextBahasa, language),
})

/** Every category with its sub-categories, their names and cover texts in `language`. */
export async function listCategories(db: Executor, language: Locale): Promise<Category[]> {
  const [rows, subs] = [
    await db.select().from(categories).orderBy(asc(categories.sortOrder)),
    await db.select().from(categorySubs).orderBy(asc(categorySubs.sortOrder)),
  ]
  return rows.map((category) => ({
    id: category.id,
    ...categoryTexts(category, language),
    category_subs: subs
      .filter((sub) => sub.categoryId === category.id)
      .map((sub) => ({ id: sub.id, name: pickText(sub.name, sub.nameBahasa, language) })),
  }))
}

export async function findCategory(
  db: Executor,
  id: number,
  language: Locale,
): Promise<Category | null> {
  const all = await listCategories(db, language)
  return all.find((category) => category.id === id) ?? null
}

export async function findCategorySub(
  db: Executor,
  id: number,
  language: Locale,
): Promise<CategorySub | null> {
  const [row] = await db
    .select({ sub: categorySubs, category: categories })
    .from(categorySubs)
    .innerJoin(categories, eq(categories.id, categorySubs.categoryId))
    .where(eq(categorySubs.id, id))
  if (!row) return null
  const { name, cover_image_url, cover_text } = categoryTexts(row.sub, language)
  return {
    id: row.sub.id,
    name,
    show_cover: row.sub.showCover ? 1 : 0,
    cover_image_url,
    cover_text,
    category: { id: row.category.id, ...categoryTexts(row.category, language) },
  }
}
