import { eq, sql } from 'drizzle-orm'
import type { Db } from '@store/db/client'
import { carts } from '@store/db/schema'
import { sqlRows } from '../../lib/sql-rows'
import { createCartRepository } from './cart.repository'
import { stockCap } from './product-size.repository'

/**
 * Moves a device's cart into a member's when they sign in: quantities of the
 * same product and size are summed, capped at what stock can give (never
 * lowering what the member already had). One transaction; the device cart
 * is emptied first, so a repeated or concurrent call finds nothing to move.
 * Answers how many device lines were moved.
 */
export async function mergeDeviceCartIntoMember(
  db: Db,
  { deviceId, userId }: { deviceId: string; userId: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await sqlRows<{ product_size_id: number; qty: number }>(
      tx,
      sql`delete from cart_items
          where cart_id in (select id from carts where device_id = ${deviceId})
          returning product_size_id, qty`,
    )
    await tx.delete(carts).where(eq(carts.deviceId, deviceId))
    if (taken.length === 0) return 0
    const cartId = await createCartRepository(tx).openCart({ kind: 'member', userId })
    for (const line of taken) {
      const productSizeId = Number(line.product_size_id)
      const cap = await stockCap(tx, productSizeId)
      const qty = Math.min(Number(line.qty), cap)
      if (qty < 1) continue
      await tx.execute(sql`
        insert into cart_items (cart_id, product_size_id, qty)
        values (${cartId}, ${productSizeId}, ${qty})
        on conflict (cart_id, product_size_id) do update
        set qty = greatest(cart_items.qty, least(cart_items.qty + excluded.qty, ${cap}))`)
    }
    return taken.length
  })
}
