import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { OrderTracking } from '@store/contract/orders'
import { RETURN_REASONS, RETURN_STATES, RETURN_WAYS, RETURN_WISHES } from '@store/contract/returns'
import { productSizes } from './catalog'
import { orderLines, orders } from './orders'
import { orderRefunds } from './back-office'
import { showrooms } from './stores'
import { mediaImages } from './media'

const stamp = () => timestamp({ withTimezone: true })

/**
 * A return or size exchange asked for a received order (issue 34, decision
 * 086). `request_key` is the client's key: a double click or a second tab
 * sending the same request finds the first one.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    returnRef: text().notNull(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    requestKey: text().notNull(),
    state: text({ enum: RETURN_STATES }).notNull().default('REQUESTED'),
    wish: text({ enum: RETURN_WISHES }).notNull(),
    way: text({ enum: RETURN_WAYS }).notNull(),
    /** Where the parcel comes back: the order's hub by courier, or the counter chosen. */
    showroomId: integer()
      .notNull()
      .references(() => showrooms.id),
    bankName: text(),
    bankAccount: text(),
    bankHolder: text(),
    photos: jsonb().$type<string[]>().notNull().default([]),
    note: text(),
    refusalReason: text(),
    /** What the buyer's return shipping receipt says they paid, given when the parcel arrives. */
    receiptAmount: integer(),
    exchangeNoResi: text(),
    /** When the exchange's waybill was booked: the courier's journey counts from it. */
    exchangeBookedAt: stamp(),
    /** The exchange's last tracking, answered when the courier cannot be reached. */
    exchangeTracking: jsonb().$type<OrderTracking>(),
    exchangeTrackedAt: stamp(),
    /** An exchange's held size goes back to stock if not shipped by then (the release job). */
    holdUntil: stamp(),
    refundId: integer().references(() => orderRefunds.id),
    createdAt: stamp().notNull(),
    updatedAt: stamp().notNull(),
  },
  (t) => [
    uniqueIndex().on(t.returnRef),
    uniqueIndex().on(t.orderId, t.requestKey),
    index('order_returns_state_created_idx').on(t.state, t.createdAt.desc()),
    index('order_returns_showroom_idx').on(t.showroomId, t.createdAt.desc()),
    check('order_returns_receipt', sql`${t.receiptAmount} is null or ${t.receiptAmount} >= 0`),
  ],
)

/**
 * A line of a return. `open` is true until the return is refused or closed:
 * one open request per order line at a time, kept by a unique index.
 */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    returnId: integer()
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id),
    qty: integer().notNull(),
    reason: text({ enum: RETURN_REASONS }).notNull(),
    exchangeProductSizeId: integer().references(() => productSizes.id),
    exchangeSizeCode: text(),
    /** The exchange's units are taken from stock and held for the buyer. */
    held: boolean().notNull().default(false),
    receivedQty: integer(),
    damagedQty: integer(),
    open: boolean().notNull().default(true),
  },
  (t) => [
    index().on(t.returnId),
    uniqueIndex('order_return_lines_open_line_idx')
      .on(t.orderLineId)
      .where(sql`open`),
    check('order_return_lines_qty', sql`${t.qty} >= 1`),
    check(
      'order_return_lines_received',
      sql`${t.receivedQty} is null or ${t.receivedQty} between 0 and ${t.qty}`,
    ),
    check(
      'order_return_lines_damaged',
      sql`${t.damagedQty} is null or ${t.damagedQty} between 0 and coalesce(${t.receivedQty}, 0)`,
    ),
  ],
)

/**
 * A photo a shopper uploaded for a return of the order (decision 094): the
 * image pipeline keeps the file, this row says whose order it came for, so
 * an order holds at most a request's worth of photos no return names yet.
 */
export const returnPhotoUploads = pgTable(
  'return_photo_uploads',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    mediaKey: text()
      .notNull()
      .references(() => mediaImages.key),
    createdAt: stamp().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.mediaKey] })],
)
