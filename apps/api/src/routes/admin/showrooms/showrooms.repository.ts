import { and, asc, count, eq, gt, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { orders, showroomRegions, showrooms, staffShowrooms, stocks } from '@store/db/schema'
import type { AdminRegion } from '@store/contract/admin/showrooms'
import { reorderList } from '../../../lib/sort-order.repository'

/** Every region with all its showrooms, active or not, in the store's order. */
export async function readRegions(db: Executor): Promise<AdminRegion[]> {
  const regions = await db
    .select()
    .from(showroomRegions)
    .orderBy(asc(showroomRegions.sortOrder), asc(showroomRegions.id))
  const rows = await db
    .select()
    .from(showrooms)
    .orderBy(asc(showrooms.sortOrder), asc(showrooms.id))
  return regions.map((region) => ({
    id: region.id,
    region_name: region.regionName,
    showrooms: rows
      .filter((row) => row.showroomRegionId === region.id)
      .map((row) => ({
        id: row.id,
        showroom_region_id: row.showroomRegionId,
        showroom_name: row.showroomName,
        phone: row.phone,
        address1: row.address1,
        address2: row.address2,
        address3: row.address3,
        maps_url: row.mapsUrl,
        is_hub: row.isHub,
        hub_code: row.hubCode ?? '',
        is_active: row.isActive,
      })),
  }))
}

// The ids of these tables are not generated (the seed names them), so a new
// row takes the next one under a lock that keeps two creations apart.
async function nextId(tx: Transaction, table: typeof showrooms | typeof showroomRegions) {
  await tx.execute(sql`lock table ${table} in share row exclusive mode`)
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${table.id}), 0) + 1` })
    .from(table)
  return Number(row?.next ?? 1)
}

async function nextRegionOrder(tx: Transaction) {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${showroomRegions.sortOrder}), 0) + 1` })
    .from(showroomRegions)
  return Number(row?.next ?? 1)
}

async function nextShowroomOrder(tx: Transaction, regionId: number) {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${showrooms.sortOrder}), 0) + 1` })
    .from(showrooms)
    .where(eq(showrooms.showroomRegionId, regionId))
  return Number(row?.next ?? 1)
}

export async function insertRegion(tx: Transaction, regionName: string) {
  const id = await nextId(tx, showroomRegions)
  await tx.insert(showroomRegions).values({ id, regionName, sortOrder: await nextRegionOrder(tx) })
  return id
}

export async function findRegionForUpdate(tx: Transaction, id: number) {
  const [row] = await tx
    .select()
    .from(showroomRegions)
    .where(eq(showroomRegions.id, id))
    .for('update')
  return row ?? null
}

export async function renameRegionRow(tx: Transaction, id: number, regionName: string) {
  await tx.update(showroomRegions).set({ regionName }).where(eq(showroomRegions.id, id))
}

export async function countRegionShowrooms(tx: Transaction, regionId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(showrooms)
    .where(eq(showrooms.showroomRegionId, regionId))
  return row?.n ?? 0
}

export async function deleteRegionRow(tx: Transaction, id: number) {
  await tx.delete(showroomRegions).where(eq(showroomRegions.id, id))
}

export type ShowroomValues = Omit<
  typeof showrooms.$inferInsert,
  'id' | 'sortOrder' | 'subdistrictId'
>

export async function insertShowroom(tx: Transaction, values: ShowroomValues) {
  const id = await nextId(tx, showrooms)
  const sortOrder = await nextShowroomOrder(tx, values.showroomRegionId)
  await tx.insert(showrooms).values({ ...values, id, sortOrder })
  return id
}

export async function findShowroomForUpdate(tx: Transaction, id: number) {
  const [row] = await tx.select().from(showrooms).where(eq(showrooms.id, id)).for('update')
  return row ?? null
}

/** Changes a showroom; moved to another region, it goes to the end of that region. */
export async function updateShowroomRow(
  tx: Transaction,
  held: typeof showrooms.$inferSelect,
  values: ShowroomValues,
) {
  const moved = held.showroomRegionId !== values.showroomRegionId
  const sortOrder = moved ? await nextShowroomOrder(tx, values.showroomRegionId) : held.sortOrder
  await tx
    .update(showrooms)
    .set({ ...values, sortOrder })
    .where(eq(showrooms.id, held.id))
}

/** What ties a showroom to the shop's records: units in stock, orders, staff accounts. */
export async function showroomTies(tx: Transaction, id: number) {
  const [stock] = await tx
    .select({ n: count() })
    .from(stocks)
    .where(and(eq(stocks.showroomId, id), gt(stocks.qty, 0)))
  const [orderCount] = await tx.select({ n: count() }).from(orders).where(eq(orders.showroomId, id))
  const [staffCount] = await tx
    .select({ n: count() })
    .from(staffShowrooms)
    .where(eq(staffShowrooms.showroomId, id))
  return { stock: stock?.n ?? 0, orders: orderCount?.n ?? 0, staff: staffCount?.n ?? 0 }
}

/** Deletes a showroom with no ties; its empty stock rows (0 units) go with it. */
export async function deleteShowroomRow(tx: Transaction, id: number) {
  await tx.delete(stocks).where(eq(stocks.showroomId, id))
  await tx.delete(showrooms).where(eq(showrooms.id, id))
}

/** Puts the regions in the given order; false when another change came first. */
export const reorderRegionRows = (tx: Transaction, ids: number[]) =>
  reorderList(tx, showroomRegions, ids)

/** Puts one region's showrooms in the given order; false when another change came first. */
export const reorderShowroomRows = (tx: Transaction, regionId: number, ids: number[]) =>
  reorderList(tx, showrooms, ids, eq(showrooms.showroomRegionId, regionId))
