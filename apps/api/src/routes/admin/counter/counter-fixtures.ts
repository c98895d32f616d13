import { sql } from 'drizzle-orm'
import jsQR from 'jsqr'
import sharp from 'sharp'
import type { TestApp } from '../../../test/test-app'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { guestPickupOrder, notifyPayment, orderState } from '../../../test/orders'
import { moveOrder } from '../../../orders/order-moves.repository'

let count = 0

/** A guest's paid pick-up at showroom 2, moved along its real steps to ready for pick-up. */
export async function readyPickup(
  t: TestApp,
  item: SizedProduct,
  collector?: { name: string; phone: string },
) {
  count += 1
  const email = `counter-${count}@example.co.id`
  const bill = await guestPickupOrder(t, item, email, undefined, collector)
  const paid = await notifyPayment(t, bill)
  if (paid.status !== 200) throw new Error('the payment was refused')
  const order = await orderState(t, bill)
  await moveOrder(t.db, order.id, 'PAID', 'PROCESSED')
  await moveOrder(t.db, order.id, 'PROCESSED', 'READY_FOR_PICKUP', { readyAt: t.app.clock.now() })
  return { bill, email, order: await orderState(t, bill) }
}

/** Gives an order another pick-up code, as two orders over the years may share one. */
export async function givePickupCode(t: TestApp, orderId: number, code: string) {
  await t.db.execute(sql`update orders set pickup_code = ${code} where id = ${orderId}`)
}

/** Reads a QR image (PNG or SVG) back to its text, as a phone's camera would. */
export async function decodeQr(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image, { density: 300 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null
}
