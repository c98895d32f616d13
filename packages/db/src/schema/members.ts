import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { products } from './catalog'

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

/**
 * A member. Deleting the account deletes this row; everything personal hangs
 * off it with ON DELETE CASCADE, and orders (a later table) keep their own
 * copy of the buyer's details with ON DELETE SET NULL, so they stay as a guest's.
 */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    gender: text({ enum: ['MALE', 'FEMALE'] }).notNull(),
    // The shop's language the member reads (docs/decisions/068): set at sign-up and by the
    // language switch; null for members from before there were two.
    language: text({ enum: ['en', 'id'] }),
    passwordHash: text().notNull(),
    // Forgot password: the mailed password waits here; the old one keeps working until this is used.
    pendingPasswordHash: text(),
    pendingPasswordExpiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.email)],
)

/** Access tokens: only the SHA-256 of the token is kept, so a database leak signs nobody in. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.userId)],
)

/** Fixed-window counters of the sign-in, sign-up and forgot-password limits, shared by every process. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  hits: integer().notNull(),
})

export const userAddresses = pgTable(
  'user_addresses',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    recipientName: text().notNull(),
    recipientPhone: text().notNull(),
    recipientZip: text().notNull(),
    addressStreet: text().notNull(),
    provinceId: integer().notNull(),
    cityId: integer().notNull(),
    subdistrictId: integer().notNull(),
    notes: text(),
    isPrimary: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId),
    uniqueIndex('user_addresses_one_primary')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
  ],
)

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.productId)],
)

export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    body: text().notNull(),
    href: text(),
    isRead: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
)

/**
 * Newsletter subscribers by e-mail, members and guests alike. `token` goes in
 * the confirmation and unsubscribe links of every mail.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    email: text().notNull(),
    status: text({ enum: ['PENDING', 'SUBSCRIBED', 'UNSUBSCRIBED'] }).notNull(),
    token: text().notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.email] }), uniqueIndex().on(t.token)],
)
