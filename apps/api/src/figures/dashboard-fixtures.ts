import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { TrxStatus } from '@store/contract/order-status'
import type { Db } from '@store/db/client'
import { wibInstant } from '@store/contract/format/wib-text'
import { queryRows } from '../test/sql'

/** An instant from a WIB wall-clock time such as '2025-03-08 23:50'. */
export const wib = wibInstant

export interface SeededLine {
  productId: number
  sizeCode: string
  qty: number
  subtotal: number
}

export interface SeededOrder {
  status: TrxStatus
  shipping: 'ONLINE_DELIVERY' | 'PICKUP_ON_STORE'
  showroomId: number
  grandTotal: number
  createdAt: Date
  paidAt?: Date
  channel?: string | null
  lines: SeededLine[]
}

/** Products of the seeded store, each with one of its sizes, to hang order lines on. */
export async function someProducts(db: Db, count: number) {
  return queryRows<{ product_id: number; size_id: number; name: string }>(
    db,
    sql`select distinct on (p.id) p.id as product_id, ps.id as size_id, p.product_name as name
        from products p join product_sizes ps on ps.product_id = p.id
        order by p.id, ps.id limit ${count}`,
  )
}

/** An order as the checkout would have left it, written straight into the tables. */
export async function seedOrder(db: Db, order: SeededOrder) {
  const tag = randomBytes(6).toString('hex')
  const itemsTotal = order.lines.reduce((sum, line) => sum + line.subtotal, 0)
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into orders (trx_no, trx_ref, device_id, request_key, status, shipping_type,
          showroom_id, buyer_name, buyer_email, items_total, grand_total, shipping_cost,
          created_at, expires_at, paid_at, payment_channel)
        values (${`T${tag}`}, ${`R${tag}`}, ${`device-${tag}`}, ${tag}, ${order.status},
          ${order.shipping}, ${order.showroomId}, 'Ayu Pratiwi', ${`ayu-${tag}@example.co.id`},
          ${itemsTotal}, ${order.grandTotal}, ${order.grandTotal - itemsTotal},
          ${order.createdAt.toISOString()}::timestamptz,
          ${new Date(order.createdAt.getTime() + 86_400_000).toISOString()}::timestamptz,
          ${order.paidAt ? order.paidAt.toISOString() : null}::timestamptz, ${order.channel ?? null})
        returning id`,
  )
  const orderId = Number(row?.id)
  for (const line of order.lines) {
    const unit = Math.round(line.subtotal / line.qty)
    await db.execute(sql`insert into order_lines (order_id, product_id, product_size_id,
          product_name, size_code, qty, retail_price, net_price, unit_price, subtotal)
        select ${orderId}, p.id, min(ps.id), p.product_name, ${line.sizeCode}, ${line.qty},
          ${unit}, ${unit}, ${unit}, ${line.subtotal}
        from products p join product_sizes ps on ps.product_id = p.id
        where p.id = ${line.productId} group by p.id`)
  }
  return orderId
}

/** A guest's cart started at `createdAt`. */
export async function seedCart(db: Db, createdAt: Date) {
  await db.execute(sql`insert into carts (device_id, created_at, updated_at)
    values (${`cart-${randomBytes(6).toString('hex')}`}, ${createdAt.toISOString()}::timestamptz,
      ${createdAt.toISOString()}::timestamptz)`)
}

/** Empties a showroom's stock, then holds the given units of the first sizes of the catalogue. */
export async function setShowroomStock(db: Db, showroomId: number, units: number[]) {
  await db.execute(sql`update stocks set qty = 0 where showroom_id = ${showroomId}`)
  const sizes = await queryRows<{ id: number }>(
    db,
    sql`select ps.id from product_sizes ps join products p on p.id = ps.product_id
        where ps.is_available and p.is_active order by ps.id limit ${units.length}`,
  )
  for (const [index, size] of sizes.entries())
    await db.execute(sql`insert into stocks (product_size_id, showroom_id, qty)
      values (${size.id}, ${showroomId}, ${units[index] ?? 0})
      on conflict (product_size_id, showroom_id) do update set qty = excluded.qty`)
}
