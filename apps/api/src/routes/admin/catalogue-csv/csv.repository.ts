import { eq, inArray, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import {
  categorySubs,
  mediaImages,
  productImages,
  productSizes,
  productSubGroups,
  products,
  showrooms,
} from '@store/db/schema'
import { stockColumnsOf } from './stock-columns'

/** What a file's ids and photo addresses are checked against. */
export interface CsvReference {
  subs: Map<number, { categoryId: number }>
  subGroups: Map<number, { groupId: number }>
  /** Each showroom's stock column, by id (decision 101). */
  stockColumns: Map<number, string>
  mediaKeys: Set<string>
  /** The photos of the zip the file came in, by file name in lower case. */
  zipPhotos: Set<string>
}

export async function loadReference(db: Executor, photoKeys: string[]): Promise<CsvReference> {
  const subs = await db
    .select({ id: categorySubs.id, categoryId: categorySubs.categoryId })
    .from(categorySubs)
  const groups = await db
    .select({ id: productSubGroups.id, groupId: productSubGroups.groupId })
    .from(productSubGroups)
  const rooms = await db.select({ id: showrooms.id, name: showrooms.showroomName }).from(showrooms)
  const keys = new Set<string>()
  for (let start = 0; start < photoKeys.length; start += 5000) {
    const found = await db
      .select({ key: mediaImages.key })
      .from(mediaImages)
      .where(inArray(mediaImages.key, photoKeys.slice(start, start + 5000)))
    for (const row of found) keys.add(row.key)
  }
  return {
    subs: new Map(subs.map((sub) => [sub.id, { categoryId: sub.categoryId }])),
    subGroups: new Map(groups.map((group) => [group.id, { groupId: group.groupId }])),
    stockColumns: stockColumnsOf(rooms),
    mediaKeys: keys,
    zipPhotos: new Set(),
  }
}

/** The ids of the products whose codes (in upper case) the file names. */
export async function findProductIds(
  db: Executor,
  upperCodes: string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (let start = 0; start < upperCodes.length; start += 5000) {
    const rows = await db
      .select({ id: products.id, code: sql<string>`upper(${products.productCode})` })
      .from(products)
      .where(inArray(sql`upper(${products.productCode})`, upperCodes.slice(start, start + 5000)))
    for (const row of rows) ids.set(row.code, row.id)
  }
  return ids
}

export interface KnownSize {
  id: number
  productId: number
  code: string
  name: string
  nameBahasa: string | null
  isAvailable: boolean
  sortOrder: number
}

/** The sizes of these products, keyed `<product id>|<SIZE CODE>`. */
export async function findSizes(
  db: Executor,
  productIds: number[],
): Promise<Map<string, KnownSize>> {
  const sizes = new Map<string, KnownSize>()
  for (let start = 0; start < productIds.length; start += 5000) {
    const rows = await db
      .select({
        id: productSizes.id,
        productId: productSizes.productId,
        code: productSizes.sizeCode,
        name: productSizes.sizeName,
        nameBahasa: productSizes.sizeNameBahasa,
        isAvailable: productSizes.isAvailable,
        sortOrder: productSizes.sortOrder,
      })
      .from(productSizes)
      .where(inArray(productSizes.productId, productIds.slice(start, start + 5000)))
    for (const row of rows) sizes.set(`${row.productId}|${row.code.toUpperCase()}`, row)
  }
  return sizes
}

export type NewProduct = typeof products.$inferInsert

export async function insertProducts(
  tx: Transaction,
  rows: NewProduct[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  // About 25 parameters a row, within PostgreSQL's 65,535 a statement.
  for (let start = 0; start < rows.length; start += 1000) {
    const inserted = await tx
      .insert(products)
      .values(rows.slice(start, start + 1000))
      .returning({ id: products.id, code: products.productCode })
    for (const row of inserted) ids.set(row.code.toUpperCase(), row.id)
  }
  return ids
}

export async function updateProduct(tx: Transaction, id: number, set: Partial<NewProduct>) {
  if (Object.keys(set).length > 0) await tx.update(products).set(set).where(eq(products.id, id))
}

export type NewSize = typeof productSizes.$inferInsert

/** Adds new sizes and renames or re-flags the ones the file names again; answers every id. */
export async function upsertSizes(tx: Transaction, rows: NewSize[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (let start = 0; start < rows.length; start += 2000) {
    const saved = await tx
      .insert(productSizes)
      .values(rows.slice(start, start + 2000))
      .onConflictDoUpdate({
        target: [productSizes.productId, productSizes.sizeCode],
        set: {
          sizeName: sql`excluded.size_name`,
          sizeNameBahasa: sql`excluded.size_name_bahasa`,
          isAvailable: sql`excluded.is_available`,
        },
      })
      .returning({
        id: productSizes.id,
        productId: productSizes.productId,
        code: productSizes.sizeCode,
      })
    for (const row of saved) ids.set(`${row.productId}|${row.code.toUpperCase()}`, row.id)
  }
  return ids
}

/** The product's photos become these, in order; the first is its cover. */
export async function replaceImages(tx: Transaction, productId: number, urls: string[]) {
  await tx.delete(productImages).where(eq(productImages.productId, productId))
  if (urls.length > 0)
    await tx.insert(productImages).values(
      urls.map((imageUrl, index) => ({
        productId,
        imageUrl,
        imageType: index === 0 ? ('COVER' as const) : ('GALLERY' as const),
        sortOrder: index,
      })),
    )
}
