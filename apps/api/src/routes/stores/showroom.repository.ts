import { and, asc, eq, gte } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { products, productSizes, showroomRegions, showrooms, stocks } from '@store/db/schema'
import type { Showroom, ShowroomRegionWithShowrooms } from '@store/contract/showrooms'

type ShowroomRow = typeof showrooms.$inferSelect

export function toShowroom(row: ShowroomRow): Showroom {
  return {
    id: row.id,
    showroom_name: row.showroomName,
    showroom_region_id: row.showroomRegionId,
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    maps_url: row.mapsUrl,
    phone: row.phone,
    is_hub: row.isHub ? 1 : 0,
  }
}

export async function findActiveProductSize(db: Executor, productId: number, sizeCode: string) {
  const [row] = await db
    .select({ id: productSizes.id })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(
      and(
        eq(productSizes.productId, productId),
        eq(productSizes.sizeCode, sizeCode),
        eq(products.isActive, true),
      ),
    )
  return row ?? null
}

export async function activeProductExists(db: Executor, productId: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
  return row !== undefined
}

/** Showrooms holding at least qty units of the size, with their regions. */
export async function findStockLocations(db: Executor, productSizeId: number, qty: number) {
  const rows = await db
    .select({ showroom: showrooms, region: showroomRegions })
    .from(stocks)
    .innerJoin(showrooms, eq(showrooms.id, stocks.showroomId))
    .innerJoin(showroomRegions, eq(showroomRegions.id, showrooms.showroomRegionId))
    .where(
      and(
        eq(stocks.productSizeId, productSizeId),
        gte(stocks.qty, qty),
        eq(showrooms.isActive, true),
      ),
    )
    .orderBy(asc(showroomRegions.sortOrder), asc(showrooms.sortOrder))
  const regions = new Map(
    rows.map(({ region }) => [region.id, { id: region.id, region_name: region.regionName }]),
  )
  return {
    showrooms: rows.map(({ showroom }) => toShowroom(showroom)),
    showroom_regions: [...regions.values()],
  }
}

export async function listRegionsWithShowrooms(
  db: Executor,
): Promise<ShowroomRegionWithShowrooms[]> {
  const regions = await db.select().from(showroomRegions).orderBy(asc(showroomRegions.sortOrder))
  const rows = await db
    .select()
    .from(showrooms)
    .where(eq(showrooms.isActive, true))
    .orderBy(asc(showrooms.sortOrder))
  return regions
    .map((region) => ({
      id: region.id,
      region_name: region.regionName,
      showrooms: rows.filter((row) => row.showroomRegionId === region.id).map(toShowroom),
    }))
    .filter((region) => region.showrooms.length > 0)
}

/** Every active showroom with its region, in the order the store lists them. */
export async function listActiveShowrooms(db: Executor) {
  return db
    .select({ showroom: showrooms, region: showroomRegions })
    .from(showrooms)
    .innerJoin(showroomRegions, eq(showroomRegions.id, showrooms.showroomRegionId))
    .where(eq(showrooms.isActive, true))
    .orderBy(asc(showroomRegions.sortOrder), asc(showrooms.sortOrder))
}

export async function findActiveShowroom(db: Executor, id: number): Promise<ShowroomRow | null> {
  const [row] = await db.select().from(showrooms).where(eq(showrooms.id, id))
  return row && row.isActive ? row : null
}
