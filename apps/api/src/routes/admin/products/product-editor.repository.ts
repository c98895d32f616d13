import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import {
  categories,
  categorySubs,
  orderLines,
  productSizes,
  products,
  relatedProducts,
  stocks,
} from '@store/db/schema'

export type ProductRow = typeof products.$inferSelect
export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'finalPrice' | 'searchVector' | 'nameVector' | 'createdAt'
>

/** The product row; `lock` holds it until the caller's transaction ends. */
export async function findProductRow(db: Executor, id: number, lock = false) {
  const query = db.select().from(products).where(eq(products.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

/** A product's sizes in shop order, each with whether stock or a past order still holds it. */
export function listEditableSizes(db: Executor, productId: number) {
  return db
    .select({
      id: productSizes.id,
      size_code: productSizes.sizeCode,
      size_name: productSizes.sizeName,
      size_name_bahasa: sql<string>`coalesce(${productSizes.sizeNameBahasa}, '')`,
      is_available: productSizes.isAvailable,
      in_use: sql<boolean>`(exists (select 1 from ${stocks} where ${stocks.productSizeId} = ${productSizes.id} and ${stocks.qty} > 0)
        or exists (select 1 from ${orderLines} where ${orderLines.productSizeId} = ${productSizes.id}))`,
    })
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .orderBy(asc(productSizes.sortOrder), asc(productSizes.id))
}

export function listRelatedProducts(db: Executor, productId: number) {
  return db
    .select({
      id: products.id,
      product_code: products.productCode,
      product_name: products.productName,
    })
    .from(relatedProducts)
    .innerJoin(products, eq(products.id, relatedProducts.relatedProductId))
    .where(eq(relatedProducts.productId, productId))
    .orderBy(asc(relatedProducts.sortOrder))
}

/** Another product already using this code, whatever its letter case. */
export async function findProductIdByCode(db: Executor, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        sql`upper(${products.productCode}) = upper(${code})`,
        exceptId === undefined ? undefined : ne(products.id, exceptId),
      ),
    )
  return row?.id ?? null
}

/** The category and sub-category chosen, and the category the sub-category belongs to. */
export async function findCategoryAndSub(db: Executor, categoryId: number, subId: number) {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId))
  const [sub] = await db
    .select({ id: categorySubs.id, categoryId: categorySubs.categoryId })
    .from(categorySubs)
    .where(eq(categorySubs.id, subId))
  return { category: category ?? null, sub: sub ?? null }
}

/** The group and sub-group the products of a sub-category already carry, the commonest first. */
export async function findSubCategoryGroup(db: Executor, subId: number) {
  const [row] = await db
    .select({ groupId: products.groupId, subGroupId: products.subGroupId })
    .from(products)
    .where(eq(products.categorySubId, subId))
    .groupBy(products.groupId, products.subGroupId)
    .orderBy(sql`count(*) desc`)
    .limit(1)
  return row ?? null
}

export async function countExistingProducts(db: Executor, ids: number[]) {
  if (ids.length === 0) return 0
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids))
  return rows.length
}

export async function insertProduct(tx: Transaction, values: ProductValues, createdAt: Date) {
  const [row] = await tx
    .insert(products)
    .values({ ...values, createdAt })
    .returning({ id: products.id })
  if (!row) throw new Error('the product was not inserted')
  return row.id
}

export async function updateProductRow(
  tx: Transaction,
  id: number,
  values: Partial<ProductValues>,
) {
  await tx.update(products).set(values).where(eq(products.id, id))
}
