import { eq } from 'drizzle-orm'
import type { Transaction } from '@store/db/client'
import { products } from '@store/db/schema'
import type { ProductStatus } from '@store/contract/admin/product-publishing'

/** A product's status and scheduled time, locked until the caller's transaction ends. */
export async function lockProductStatus(tx: Transaction, id: number) {
  const [row] = await tx
    .select({ status: products.status, publishAt: products.publishAt })
    .from(products)
    .where(eq(products.id, id))
    .for('update')
  return row ?? null
}

export async function writeProductStatus(
  tx: Transaction,
  id: number,
  status: ProductStatus,
  publishAt: Date | null,
) {
  await tx.update(products).set({ status, publishAt }).where(eq(products.id, id))
}
