import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { STAFF_ROLES } from '@store/contract/admin/staff-roles'
import { LOCALES } from '@store/contract/locale'
import { showrooms } from './stores'

const stamp = () => timestamp({ withTimezone: true })

/**
 * A member of the shop's staff: not a member of the shop. Their sessions,
 * invites and second factor live in tables of their own, so no member token
 * can ever name a staff account (docs/decisions/041).
 */
export const staff = pgTable(
  'staff',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    email: text().notNull(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull(),
    /** Base32 TOTP secret; set while enrolling, in use once totp_enabled_at is set. */
    totpSecret: text(),
    totpEnabledAt: stamp(),
    /**
     * The last time step (RFC 6238) whose code was accepted: that code and every
     * earlier one are refused from then on, on every instance (decision 062).
     */
    totpLastStep: bigint({ mode: 'number' }),
    /** A mail for each paid order (part 2 of the back office). */
    notifyPaidOrders: boolean().notNull().default(false),
    /** A mail each morning with yesterday's figures. */
    notifyDailySummary: boolean().notNull().default(false),
    /** The language the back office speaks to this account (docs/decisions/071). */
    language: text({ enum: LOCALES }).notNull().default('en'),
    isActive: boolean().notNull().default(true),
    createdAt: stamp().notNull().defaultNow(),
    updatedAt: stamp().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.email)],
)

/** The showrooms a SHOWROOM account serves; other roles have none. */
export const staffShowrooms = pgTable(
  'staff_showrooms',
  {
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    showroomId: integer()
      .notNull()
      .references(() => showrooms.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.showroomId] })],
)

/**
 * Staff sessions: only the SHA-256 of the token is kept. A session of an
 * account with a second factor is not verified until its code is given.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    verifiedAt: stamp(),
    createdAt: stamp().notNull().defaultNow(),
    lastUsedAt: stamp().notNull().defaultNow(),
    expiresAt: stamp().notNull(),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.staffId)],
)

/** One-time recovery codes of a second factor, hashed; used_at marks one spent. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: stamp(),
  },
  (t) => [index().on(t.staffId)],
)

/** An OWNER's invitation: a one-time link, 48 hours, that sets the new account's password. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    email: text().notNull(),
    name: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull(),
    showroomIds: jsonb().$type<number[]>().notNull().default([]),
    tokenHash: text().notNull(),
    invitedBy: integer().references(() => staff.id, { onDelete: 'set null' }),
    createdAt: stamp().notNull().defaultNow(),
    expiresAt: stamp().notNull(),
    acceptedAt: stamp(),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.email)],
)

/**
 * Who changed what and when. staff_id is null for the operator's terminal;
 * the e-mail is a copy, so the trail outlives a removed account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    staffId: integer().references(() => staff.id, { onDelete: 'set null' }),
    actor: text().notNull(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: stamp().notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_staff_idx')
      .on(t.staffId)
      .where(sql`staff_id is not null`),
  ],
)
