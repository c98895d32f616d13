import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core'
import type { OrderTracking } from '@store/contract/orders'
import { orders } from './orders'

/**
 * The last tracking the courier gave for an order's waybill, so the order
 * list shows it without asking the courier (docs/decisions/028). Whoever asks
 * the courier afresh (the tracking call, the fulfilment job) replaces it.
 */
export const orderTrackings = pgTable('order_trackings', {
  orderId: integer()
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  tracking: jsonb().$type<OrderTracking>().notNull(),
  checkedAt: timestamp({ withTimezone: true }).notNull(),
})
