import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm'
import type { Transaction } from '@store/db/client'
import { mailOutbox, orderEvents, orderRefunds, orders, reviews, users } from '@store/db/schema'
import { ERASED_BUYER } from '@store/contract/admin/customer-data'
import type { TrxStatus } from '@store/contract/order-status'

/** Orders that still need the buyer's contact: unpaid, or paid and not yet in their hands. */
const SETTLED_STATUSES: TrxStatus[] = ['COMPLETED', 'CANCELLED', 'EXPIRED']

/** The member's row, locked so a second erasure of the same member waits and then finds none. */
export async function lockMember(tx: Transaction, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update')
  return row ?? null
}

/** True while an order of the member is under way or a refund to them is still owed. */
export async function hasUnsettledOrders(tx: Transaction, userId: number) {
  const [open] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, SETTLED_STATUSES)))
    .limit(1)
  if (open) return true
  const [owed] = await tx
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orders.userId, userId), isNull(orderRefunds.settledAt)))
    .limit(1)
  return owed !== undefined
}

/** The product of each review of the member: their cached answers change when the reviews go. */
export async function listReviewedProductIds(tx: Transaction, userId: number) {
  const rows = await tx
    .select({ productId: reviews.productId })
    .from(reviews)
    .where(eq(reviews.userId, userId))
  return rows.map((row) => row.productId)
}

/**
 * Replaces everything on the member's orders that names, reaches or locates
 * them; the amounts, lines, dates and city stay, so the shop's figures add up.
 */
export async function anonymiseMemberOrders(tx: Transaction, userId: number) {
  const rows = await tx
    .update(orders)
    .set({
      userId: null,
      buyerName: ERASED_BUYER.name,
      buyerEmail: ERASED_BUYER.email,
      recipientName: null,
      recipientPhone: null,
      addressLabel: null,
      addressZip: null,
      addressStreet: null,
      subdistrictId: null,
      addressNotes: null,
      shippingNotes: null,
      tracking: null,
      deviceId: 'erased',
      requestKey: sql`'erased:' || ${orders.id}`,
    })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id })
  const ids = rows.map((row) => row.id)
  // Nothing is mailed to an erased buyer: events not yet told are closed as they are.
  if (ids.length > 0)
    await tx
      .update(orderEvents)
      .set({ sentAt: sql`now()` })
      .where(and(inArray(orderEvents.orderId, ids), isNull(orderEvents.sentAt)))
  return ids.length
}

/** Mail to the member still waiting to be sent holds their address and more. */
export async function deleteQueuedMail(tx: Transaction, email: string) {
  await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = ${email.toLowerCase()}`)
}
