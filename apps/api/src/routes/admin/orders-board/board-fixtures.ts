import { randomBytes } from 'node:crypto'
import { orders } from '@store/db/schema'
import type { Db } from '@store/db/client'

type OrderRow = typeof orders.$inferInsert
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
const randomRef = () =>
  Array.from(randomBytes(8), (byte) => ALPHABET[byte % ALPHABET.length]).join('')

/**
 * An order as the board reads it, written straight to the table: a courier
 * order from hub 1, paid by virtual account, unless `overrides` say otherwise.
 */
export function boardOrderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  const createdAt = overrides.createdAt ?? new Date()
  const letters = randomRef()
  return {
    trxNo: `KN20261126${letters}`,
    trxRef: `${letters}-20261126`,
    deviceId: 'board-test',
    requestKey: `board-${letters}`,
    status: 'PAID',
    shippingType: 'ONLINE_DELIVERY',
    showroomId: 1,
    buyerName: 'Dewi Lestari',
    buyerEmail: `dewi.${letters.toLowerCase()}@example.co.id`,
    recipientName: 'Dewi Lestari',
    recipientPhone: '081234567890',
    shippingCourier: 'sicepat',
    shippingServiceName: 'REG',
    itemsTotal: 459000,
    grandTotal: 477000,
    paymentChannel: 'Permata Virtual Account',
    createdAt,
    expiresAt: new Date(createdAt.getTime() + 24 * 60 * 60 * 1000),
    paidAt: createdAt,
    ...overrides,
  }
}

export async function insertBoardOrder(db: Db, overrides: Partial<OrderRow> = {}) {
  const row = boardOrderRow(overrides)
  const [stored] = await db.insert(orders).values(row).returning({ id: orders.id })
  return { id: stored?.id ?? 0, trxRef: row.trxRef, trxNo: row.trxNo, email: row.buyerEmail }
}
