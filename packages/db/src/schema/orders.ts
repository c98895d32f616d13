import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { SHIPPING_TYPES } from '@store/contract/checkout-trx'
import { ORDER_EVENT_KINDS, TRX_STATUSES } from '@store/contract/order-status'
import type { OrderTracking } from '@store/contract/orders'
import { PROMO_CATEGORIES } from '@store/contract/checkout'
import { DEFAULT_LOCALE, LOCALES } from '@store/contract/locale'
import { productSizes, products } from './catalog'
import { users } from './members'
import { showrooms } from './stores'

const stamp = () => timestamp({ withTimezone: true })

/** Promo codes typed at checkout (spec section 9); codes are kept in upper case. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    code: text().notNull(),
    category: text({ enum: PROMO_CATEGORIES }).notNull(),
    discPercent: smallint().notNull().default(0),
    discNominal: integer().notNull().default(0),
    discMax: integer().notNull().default(0),
    /** Items total (after bundles) the order must reach; 0 = none. */
    minPurchase: integer().notNull().default(0),
    /** Orders that may use the code; null = no limit. */
    usageLimit: integer(),
    /** Orders one member may place with the code; null = no limit. */
    usageLimitPerMember: integer(),
    usedCount: integer().notNull().default(0),
    startsAt: stamp(),
    endsAt: stamp(),
    isActive: boolean().notNull().default(true),
    /**
     * A single-use code made in bulk from this one (decision 097): it copies
     * the rule, dates and switch, and follows their edits.
     */
    parentId: integer().references((): AnyPgColumn => promoCodes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex().on(t.code),
    index('promo_codes_parent_idx').on(t.parentId),
    check('promo_codes_percent', sql`${t.discPercent} between 0 and 100`),
    check('promo_codes_amounts', sql`${t.discNominal} >= 0 and ${t.discMax} >= 0`),
    check(
      'promo_codes_usage',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`,
    ),
  ],
)

/**
 * An order. It keeps its own copy of the buyer's details: deleting the
 * member's account sets user_id to null and the order stays as a guest's.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The order number: Faspay's bill_no. */
    trxNo: text().notNull(),
    /** The order reference shown to shoppers: Faspay's order_reff. */
    trxRef: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    deviceId: text().notNull(),
    /** Owner and fields of the submit that made it (docs/decisions/024). */
    requestKey: text().notNull(),
    status: text({ enum: TRX_STATUSES }).notNull().default('WAITING_PAYMENT'),
    shippingType: text({ enum: SHIPPING_TYPES }).notNull(),
    showroomId: integer()
      .notNull()
      .references(() => showrooms.id),
    buyerName: text().notNull(),
    buyerEmail: text().notNull(),
    /**
     * The language the order was placed in (decision 073): its mails, its
     * payment page and its tracking words. Orders from before there were two are English.
     */
    language: text({ enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    recipientName: text(),
    recipientPhone: text(),
    addressLabel: text(),
    addressZip: text(),
    addressStreet: text(),
    provinceId: integer(),
    cityId: integer(),
    subdistrictId: integer(),
    addressNotes: text(),
    shippingCourier: text(),
    shippingServiceName: text(),
    shippingServiceDesc: text(),
    shippingEtd: text(),
    shippingNotes: text(),
    shippingCost: integer().notNull().default(0),
    weightGrams: integer().notNull().default(0),
    itemsTotal: integer().notNull(),
    promoCodeId: integer().references(() => promoCodes.id),
    promoCode: text(),
    promoDiscount: integer().notNull().default(0),
    grandTotal: integer().notNull(),
    pickupCode: text(),
    noResi: text(),
    paymentStatusCode: text(),
    paymentStatusDesc: text(),
    paymentChannel: text(),
    paymentChannelUid: text(),
    paymentTrxId: text(),
    paymentReff: text(),
    paymentDate: text(),
    createdAt: stamp().notNull().defaultNow(),
    expiresAt: stamp().notNull(),
    paidAt: stamp(),
    closedAt: stamp(),
    /** Fulfilment (docs/decisions/029): the courier booking of an online order. */
    bookedAt: stamp(),
    /** A run that is asking the courier for a waybill; another run waits until it is old. */
    bookingClaimedAt: stamp(),
    /** Why the last booking failed, for the operator; null once booked. */
    bookingError: text(),
    /** The last tracking the courier gave, so listing orders never asks the courier. */
    tracking: jsonb().$type<OrderTracking>(),
    trackedAt: stamp(),
    shippedAt: stamp(),
    readyAt: stamp(),
    completedAt: stamp(),
    /** The warehouse packed it (the back office's "mark packed"); the status stays PROCESSED. */
    packedAt: stamp(),
    /** Why staff cancelled a paid order; null for expiries and shoppers' cancels. */
    cancelReason: text(),
    /**
     * Something a person must look at, such as a payment reversed after the
     * order moved past PAID (docs/decisions/050); cleared when handled.
     */
    attention: text(),
    attentionAt: stamp(),
  },
  (t) => [
    uniqueIndex().on(t.trxNo),
    uniqueIndex().on(t.trxRef),
    index().on(t.userId, t.createdAt),
    // The back office's orders board: newest first, by status, by showroom, and its searches.
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_showroom_created_idx').on(t.showroomId, t.createdAt.desc()),
    index('orders_buyer_email_idx').on(sql`lower(${t.buyerEmail})`),
    index('orders_recipient_phone_idx').on(t.recipientPhone),
    index('orders_no_resi_idx').on(t.noResi),
    index('orders_pickup_code_idx').on(t.pickupCode),
    // The board's "Needs attention": few orders, found without reading the rest.
    index('orders_attention_idx')
      .on(t.attentionAt.desc())
      .where(sql`attention is not null`),
    // The dashboard's sales are counted on the day an order was paid.
    index('orders_paid_at_idx')
      .on(t.paidAt)
      .where(sql`paid_at is not null`),
    index().on(t.requestKey),
    // The expiry job walks unpaid orders by their deadline.
    index('orders_waiting_expires_idx')
      .on(t.expiresAt)
      .where(sql`status = 'WAITING_PAYMENT'`),
    // The fulfilment job walks paid and moving orders only.
    index('orders_fulfilment_idx')
      .on(t.status, t.shippingType)
      .where(sql`status in ('PAID', 'PROCESSED', 'SHIPPED')`),
    check('orders_totals', sql`${t.grandTotal} >= 0 and ${t.itemsTotal} >= 0`),
  ],
)

/** The lines of an order with the prices charged; disc_nominal is the bundle share. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    productSizeId: integer()
      .notNull()
      .references(() => productSizes.id),
    productName: text().notNull(),
    sizeCode: text().notNull(),
    qty: integer().notNull(),
    retailPrice: integer().notNull(),
    netPrice: integer().notNull(),
    /** The product page's price of one unit, before bundles. */
    unitPrice: integer().notNull(),
    discPercent: smallint().notNull().default(0),
    discNominal: integer().notNull().default(0),
    subtotal: integer().notNull(),
    /** Units staff cancelled before the parcel left (decision 078); their stock is back. */
    cancelledQty: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.orderId),
    check('order_lines_qty', sql`${t.qty} >= 1`),
    check('order_lines_cancelled_qty', sql`${t.cancelledQty} between 0 and ${t.qty}`),
  ],
)

/** One row per order that used a code; released when the order expires or is cancelled. */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    promoCodeId: integer()
      .notNull()
      .references(() => promoCodes.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.orderId), index().on(t.promoCodeId)],
)

/**
 * Every event an order has told its buyer about (mail, and an inbox
 * notification for members). One row per order and kind, written in the
 * same transaction as the status move, so an event is recorded once however
 * often a job or a notification repeats; sent_at marks it delivered.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text({ enum: ORDER_EVENT_KINDS }).notNull(),
    createdAt: stamp().notNull().defaultNow(),
    sentAt: stamp(),
  },
  (t) => [
    uniqueIndex().on(t.orderId, t.kind),
    index('order_events_unsent_idx')
      .on(t.id)
      .where(sql`sent_at is null`),
  ],
)
