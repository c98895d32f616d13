import { and, eq, inArray } from 'drizzle-orm'
import type { Transaction } from '@store/db/client'
import { productSizes, relatedProducts } from '@store/db/schema'

export interface SizeWrite {
  id?: number
  sizeCode: string
  sizeName: string
  /** null: missing; undefined: kept as it is. */
  sizeNameBahasa?: string | null
  isAvailable: boolean
}

export async function deleteSizes(tx: Transaction, productId: number, sizeIds: number[]) {
  if (sizeIds.length === 0) return
  await tx
    .delete(productSizes)
    .where(and(eq(productSizes.productId, productId), inArray(productSizes.id, sizeIds)))
}

/**
 * Writes the sizes in the order given (their shop order). Codes move through
 * a placeholder first, so two sizes may swap codes without tripping the
 * one-code-per-product index halfway.
 */
export async function writeSizes(tx: Transaction, productId: number, sizes: SizeWrite[]) {
  const kept = sizes.flatMap((size) => (size.id === undefined ? [] : [size.id]))
  for (const id of kept)
    await tx
      .update(productSizes)
      .set({ sizeCode: `~${id}` })
      .where(and(eq(productSizes.id, id), eq(productSizes.productId, productId)))
  for (const [sortOrder, size] of sizes.entries()) {
    const values = {
      sizeCode: size.sizeCode,
      sizeName: size.sizeName,
      sizeNameBahasa: size.sizeNameBahasa,
      isAvailable: size.isAvailable,
      sortOrder,
    }
    if (size.id === undefined) await tx.insert(productSizes).values({ ...values, productId })
    else
      await tx
        .update(productSizes)
        .set(values)
        .where(and(eq(productSizes.id, size.id), eq(productSizes.productId, productId)))
  }
}

export async function writeRelatedProducts(
  tx: Transaction,
  productId: number,
  relatedIds: number[],
) {
  await tx.delete(relatedProducts).where(eq(relatedProducts.productId, productId))
  if (relatedIds.length === 0) return
  await tx
    .insert(relatedProducts)
    .values(
      relatedIds.map((relatedProductId, sortOrder) => ({ productId, relatedProductId, sortOrder })),
    )
}
