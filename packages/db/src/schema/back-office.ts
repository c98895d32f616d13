import { sql } from 'drizzle-orm'
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { orders } from './orders'
import { staff } from './staff'

/** Units of an order line a refund pays back. */
export interface RefundedUnit {
  orderLineId: number
  qty: number
}

const stamp = () => timestamp({ withTimezone: true })

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

/** A private note staff keep on an order; the buyer never sees it. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer().references(() => staff.id, { onDelete: 'set null' }),
    /** A copy of who wrote it, so the note outlives a removed account. */
    actor: text().notNull(),
    body: text().notNull(),
    createdAt: stamp().notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId, t.createdAt)],
)

/**
 * Money the shop owes a buyer for what was cancelled of a paid order: one
 * row per cancel, so a partial cancel and a later one are two refunds
 * (decision 078). No refund API is wired: the finance team pays it by hand
 * and marks it settled.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    reason: text().notNull(),
    staffId: integer().references(() => staff.id, { onDelete: 'set null' }),
    createdAt: stamp().notNull().defaultNow(),
    /** Paid: when the finance team's transfer went (decision 079); null while owed. */
    settledAt: stamp(),
    /** The payment channel the order was paid with, copied when the refund is recorded. */
    channel: text(),
    /** The bank transfer's reference, given when it is marked paid. */
    transferRef: text(),
    paidByStaffId: integer().references(() => staff.id, { onDelete: 'set null' }),
    /** The units this refund is for, by order line: what the refund rule counted. */
    units: jsonb().$type<RefundedUnit[]>().notNull().default([]),
  },
  (t) => [
    index().on(t.orderId),
    // The refunds list: newest first, owed or paid.
    index('order_refunds_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('order_refunds_amount', sql`${t.amount} >= 0`),
    check('order_refunds_paid', sql`${t.transferRef} is null or ${t.settledAt} is not null`),
  ],
)

/**
 * Work that must happen once however many instances or runs reach it (a
 * staff mail for a paid order, the daily summary of a day): the first
 * insert of its key wins, every later one finds it there.
 */
export const onceMarks = pgTable('once_marks', {
  key: text().primaryKey(),
  createdAt: stamp().notNull().defaultNow(),
})

/**
 * Uploaded media kept in the database, so every instance of the store reads
 * the same photos (docs/decisions/051); the embedded single-process store
 * keeps them on its disk instead.
 */
export const mediaFiles = pgTable('media_files', {
  path: text().primaryKey(),
  bytes: bytea().notNull(),
  size: integer().notNull(),
  createdAt: stamp().notNull().defaultNow(),
})
