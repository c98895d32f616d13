import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { cities, provinces, subdistricts, userAddresses } from '@store/db/schema'
import type { UserAddress } from '@store/contract/address'

export interface AddressFields {
  label: string
  recipientName: string
  recipientPhone: string
  recipientZip: string
  addressStreet: string
  provinceId: number
  cityId: number
  subdistrictId: number
  notes: string | null
}

// A member's addresses. Every query names the member, so another member's id finds nothing.

export async function listAddresses(db: Executor, userId: number): Promise<UserAddress[]> {
  const rows = await db
    .select({
      address: userAddresses,
      subdistrictName: subdistricts.subdistrictName,
      cityType: cities.type,
      cityName: cities.cityName,
      provinceName: provinces.provinceName,
    })
    .from(userAddresses)
    .innerJoin(subdistricts, eq(subdistricts.id, userAddresses.subdistrictId))
    .innerJoin(cities, eq(cities.id, userAddresses.cityId))
    .innerJoin(provinces, eq(provinces.id, userAddresses.provinceId))
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isPrimary), asc(userAddresses.createdAt), asc(userAddresses.id))
  return rows.map(({ address: a, ...names }) => ({
    id: a.id,
    label: a.label,
    recipient_name: a.recipientName,
    recipient_phone: a.recipientPhone,
    recipient_zip: a.recipientZip,
    address_street: a.addressStreet,
    province_id: a.provinceId,
    city_id: a.cityId,
    subdistrict_id: a.subdistrictId,
    notes: a.notes,
    is_primary: a.isPrimary ? 1 : 0,
    subdistrict: { subdistrict_name: names.subdistrictName },
    city: { type: names.cityType, city_name: names.cityName },
    province: { province_name: names.provinceName },
  }))
}

/** The first address a member saves becomes primary; two tabs saving at once cannot both win. */
export async function insertAddress(db: Executor, userId: number, fields: AddressFields) {
  const values = { userId, ...fields }
  const [first] = await db
    .insert(userAddresses)
    .values({
      ...values,
      isPrimary: sql`not exists (select 1 from user_addresses where user_id = ${userId} and is_primary)`,
    })
    .onConflictDoNothing()
    .returning({ id: userAddresses.id })
  if (first) return
  // The one-primary index refused a second primary: another request saved the first address.
  await db.insert(userAddresses).values({ ...values, isPrimary: false })
}

export async function updateAddressFields(
  db: Executor,
  userId: number,
  id: number,
  fields: AddressFields,
) {
  const rows = await db
    .update(userAddresses)
    .set(fields)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .returning({ id: userAddresses.id })
  return rows.length === 1
}

/** 'removed', 'primary' (refused) or 'missing'. */
export async function removeAddress(db: Executor, userId: number, id: number) {
  const rows = await db
    .delete(userAddresses)
    .where(
      and(
        eq(userAddresses.id, id),
        eq(userAddresses.userId, userId),
        eq(userAddresses.isPrimary, false),
      ),
    )
    .returning({ id: userAddresses.id })
  if (rows.length === 1) return 'removed' as const
  return (await addressExists(db, userId, id)) ? ('primary' as const) : ('missing' as const)
}

export async function addressExists(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
  return row !== undefined
}

/** Moves the primary flag inside the caller's transaction: there is never zero or two primaries. */
export async function movePrimaryAddress(tx: Transaction, userId: number, id: number) {
  const [target] = await tx
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
  if (!target) return false
  await tx
    .update(userAddresses)
    .set({ isPrimary: false })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isPrimary, true)))
  await tx.update(userAddresses).set({ isPrimary: true }).where(eq(userAddresses.id, id))
  return true
}

/** One of the member's addresses as stored; null when it is not theirs or does not exist. */
export async function findMemberAddress(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
  return row ?? null
}
