import { asc, eq } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { cities, provinces, subdistricts } from '@store/db/schema'

export const listProvinces = (db: Executor) =>
  db
    .select({ id: provinces.id, province_name: provinces.provinceName })
    .from(provinces)
    .orderBy(asc(provinces.provinceName))

export const listCities = (db: Executor, provinceId: number) =>
  db
    .select({ id: cities.id, type: cities.type, city_name: cities.cityName })
    .from(cities)
    .where(eq(cities.provinceId, provinceId))
    .orderBy(asc(cities.cityName), asc(cities.type))

export const listSubdistricts = (db: Executor, cityId: number) =>
  db
    .select({ id: subdistricts.id, subdistrict_name: subdistricts.subdistrictName })
    .from(subdistricts)
    .where(eq(subdistricts.cityId, cityId))
    .orderBy(asc(subdistricts.subdistrictName))

/** Which of the three levels is wrong, so the form names the field to fix; null when all fit. */
export async function findRegionMismatch(
  db: Executor,
  provinceId: number,
  cityId: number,
  subdistrictId: number,
) {
  const [row] = await db
    .select({ subdistrictCity: subdistricts.cityId })
    .from(subdistricts)
    .where(eq(subdistricts.id, subdistrictId))
    .limit(1)
  const [city] = await db
    .select({ provinceId: cities.provinceId })
    .from(cities)
    .where(eq(cities.id, cityId))
    .limit(1)
  const [province] = await db
    .select({ id: provinces.id })
    .from(provinces)
    .where(eq(provinces.id, provinceId))
    .limit(1)
  if (!province) return 'province' as const
  if (!city || city.provinceId !== provinceId) return 'city' as const
  if (!row || row.subdistrictCity !== cityId) return 'subdistrict' as const
  return null
}
