import { and, asc, count, desc, eq, inArray, max, or, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { categories, categorySubs, products, promoBundleProducts } from '@store/db/schema'

export type CategoryRow = typeof categories.$inferSelect
export type SubCategoryRow = typeof categorySubs.$inferSelect
export type CategoryKind = 'category' | 'sub'

export const listCategoryRows = (db: Executor) =>
  db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id))

export const listSubCategoryRows = (db: Executor) =>
  db.select().from(categorySubs).orderBy(asc(categorySubs.sortOrder), asc(categorySubs.id))

/** Products per sub-category: all of them (archived too) and the active ones. */
export function countProductsBySub(db: Executor) {
  return db
    .select({
      subId: products.categorySubId,
      all: count(),
      active: sql<number>`count(*) filter (where ${products.isActive})`.mapWith(Number),
    })
    .from(products)
    .groupBy(products.categorySubId)
}

export async function findCategoryRow(db: Executor, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id))
  return row ?? null
}

export async function findSubCategoryRow(db: Executor, id: number) {
  const [row] = await db.select().from(categorySubs).where(eq(categorySubs.id, id))
  return row ?? null
}

export async function findCategoryBySlug(db: Executor, slug: string) {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug))
  return row ?? null
}

/** The tables' ids are plain integers: the next one is the largest plus one. */
export async function nextId(tx: Transaction, kind: CategoryKind) {
  const column = kind === 'category' ? categories.id : categorySubs.id
  const table = kind === 'category' ? categories : categorySubs
  const [row] = await tx.select({ top: max(column) }).from(table)
  return (row?.top ?? 0) + 1
}

/** Inserts, or answers null when another write took the id (or slug) first. */
export async function insertCategory(tx: Transaction, row: typeof categories.$inferInsert) {
  const [made] = await tx.insert(categories).values(row).onConflictDoNothing().returning()
  return made ?? null
}

export async function insertSubCategory(tx: Transaction, row: typeof categorySubs.$inferInsert) {
  const [made] = await tx.insert(categorySubs).values(row).onConflictDoNothing().returning()
  return made ?? null
}

export const updateCategoryRow = (tx: Transaction, id: number, set: Partial<CategoryRow>) =>
  tx.update(categories).set(set).where(eq(categories.id, id))

export const updateSubCategoryRow = (tx: Transaction, id: number, set: Partial<SubCategoryRow>) =>
  tx.update(categorySubs).set(set).where(eq(categorySubs.id, id))

/** Siblings in their order, locked so two reorders apply one after the other. */
export function lockSiblings(tx: Transaction, kind: CategoryKind, categoryId: number) {
  if (kind === 'category')
    return tx
      .select({ id: categories.id })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id))
      .for('update')
  return tx
    .select({ id: categorySubs.id })
    .from(categorySubs)
    .where(eq(categorySubs.categoryId, categoryId))
    .orderBy(asc(categorySubs.sortOrder), asc(categorySubs.id))
    .for('update')
}

export async function writeOrder(tx: Transaction, kind: CategoryKind, ids: readonly number[]) {
  for (const [index, id] of ids.entries()) {
    if (kind === 'category')
      await tx.update(categories).set({ sortOrder: index }).where(eq(categories.id, id))
    else await tx.update(categorySubs).set({ sortOrder: index }).where(eq(categorySubs.id, id))
  }
}

const productsOf = (kind: CategoryKind, id: number) =>
  kind === 'sub'
    ? eq(products.categorySubId, id)
    : or(
        eq(products.categoryId, id),
        inArray(
          products.categorySubId,
          sql`(select ${categorySubs.id} from ${categorySubs} where ${categorySubs.categoryId} = ${id})`,
        ),
      )

export async function countProductsIn(db: Executor, kind: CategoryKind, id: number) {
  const [row] = await db.select({ n: count() }).from(products).where(productsOf(kind, id))
  return row?.n ?? 0
}

/** Promo bundles that count a sub-category (or any sub-category of a category). */
export async function countBundlesOn(db: Executor, kind: CategoryKind, id: number) {
  const target =
    kind === 'sub'
      ? eq(promoBundleProducts.categorySubId, id)
      : inArray(
          promoBundleProducts.categorySubId,
          sql`(select ${categorySubs.id} from ${categorySubs} where ${categorySubs.categoryId} = ${id})`,
        )
  const [row] = await db.select({ n: count() }).from(promoBundleProducts).where(target)
  return row?.n ?? 0
}

export async function deleteCategoryRows(tx: Transaction, kind: CategoryKind, id: number) {
  if (kind === 'sub') return tx.delete(categorySubs).where(eq(categorySubs.id, id))
  await tx.delete(categorySubs).where(eq(categorySubs.categoryId, id))
  return tx.delete(categories).where(eq(categories.id, id))
}

/** The group and sub-group the products of a sub-category carry (the seed gives each sub one). */
export async function groupOfSub(db: Executor, subId: number) {
  const [row] = await db
    .select({ groupId: products.groupId, subGroupId: products.subGroupId, n: count() })
    .from(products)
    .where(eq(products.categorySubId, subId))
    .groupBy(products.groupId, products.subGroupId)
    .orderBy(desc(count()))
    .limit(1)
  return row ?? null
}

/** Moves every product of the source into the target; answers the ids moved. */
export async function moveProducts(
  tx: Transaction,
  from: { kind: CategoryKind; id: number },
  to: { categoryId: number; subId: number; group: { groupId: number; subGroupId: number } | null },
) {
  const rows = await tx
    .update(products)
    .set({
      categoryId: to.categoryId,
      categorySubId: to.subId,
      ...(to.group ? { groupId: to.group.groupId, subGroupId: to.group.subGroupId } : {}),
    })
    .where(and(productsOf(from.kind, from.id)))
    .returning({ id: products.id })
  return rows.map((row) => row.id)
}
