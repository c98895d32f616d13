import type { Transaction } from '@store/db/client'
import { mergeCartLine, openCart, takeDeviceCartLines } from './cart.repository'
import { stockCap } from './product-size.repository'

/**
 * Moves a device's cart into a member's when they sign in: quantities of the
 * same product and size are summed, capped at what stock can give (never
 * lowering what the member already had). It runs in the caller's transaction
 * (the sign-in's, or the cart call's), so a sign-in that fails keeps the
 * device's cart; the device cart is emptied first, so a repeated or
 * concurrent call finds nothing to move. Answers how many device lines were
 * moved.
 */
export async function mergeDeviceCartIntoMember(
  tx: Transaction,
  { deviceId, userId }: { deviceId: string; userId: number },
): Promise<number> {
  const taken = await takeDeviceCartLines(tx, deviceId)
  if (taken.length === 0) return 0
  const cartId = await openCart(tx, { kind: 'member', userId })
  for (const line of taken) {
    const cap = await stockCap(tx, line.productSizeId)
    const qty = Math.min(line.qty, cap)
    if (qty < 1) continue
    await mergeCartLine(tx, cartId, { productSizeId: line.productSizeId, qty }, cap)
  }
  return taken.length
}
