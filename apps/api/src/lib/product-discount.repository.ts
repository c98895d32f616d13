import { eq } from 'drizzle-orm'
import type { Transaction } from '@store/db/client'
import { products } from '@store/db/schema'
import type { PlannedDiscount } from './discount-window'

/** A product's net price and planned discount, locked until the caller's transaction ends. */
export async function lockProductDiscount(tx: Transaction, id: number) {
  const [row] = await tx
    .select({
      netPrice: products.netPrice,
      plannedDiscPercent: products.plannedDiscPercent,
      plannedDiscNominal: products.plannedDiscNominal,
      discStartsAt: products.discStartsAt,
      discEndsAt: products.discEndsAt,
    })
    .from(products)
    .where(eq(products.id, id))
    .for('update')
  return row ?? null
}

export async function writeProductDiscount(
  tx: Transaction,
  id: number,
  planned: PlannedDiscount,
  live: { discPercent: number; discNominal: number },
) {
  await tx
    .update(products)
    .set({ ...planned, ...live })
    .where(eq(products.id, id))
}
