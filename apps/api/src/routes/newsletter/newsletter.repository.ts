import { randomBytes } from 'node:crypto'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { newsletterSubscriptions } from '@store/db/schema'

const newToken = () => randomBytes(24).toString('base64url')

export type SubscriptionStatus = (typeof newsletterSubscriptions.$inferSelect)['status']

/*
 * One row per e-mail, guests and members alike. A guest's address waits as
 * PENDING until its link is followed (double opt-in); a member subscribing
 * from the account page is SUBSCRIBED at once. The token is kept as is,
 * because every mail carries it in its unsubscribe link.
 */

export async function findSubscription(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .limit(1)
  return row ?? null
}

/** Sets the status of an address, creating its row (and token) the first time. */
export async function upsertSubscription(db: Executor, email: string, status: SubscriptionStatus) {
  const confirmedAt = status === 'SUBSCRIBED' ? new Date() : null
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email, status, token: newToken(), confirmedAt })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        status,
        confirmedAt: sql`coalesce(excluded.confirmed_at, ${newsletterSubscriptions.confirmedAt})`,
      },
    })
    .returning()
  if (!row) throw new Error('newsletter upsert returned no row')
  return row
}

/** Confirms a link: the row when this click confirmed it, 'already' when an earlier one did. */
export async function confirmSubscription(db: Executor, token: string) {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'SUBSCRIBED', confirmedAt: new Date() })
    .where(
      and(
        eq(newsletterSubscriptions.token, token),
        ne(newsletterSubscriptions.status, 'SUBSCRIBED'),
      ),
    )
    .returning()
  if (row) return row
  const [known] = await db
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.token, token))
  return known ? ('already' as const) : null
}

/** Moves a token's row to a status; null when no row has that token. */
export async function setSubscriptionStatusByToken(
  db: Executor,
  token: string,
  status: SubscriptionStatus,
) {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status, ...(status === 'SUBSCRIBED' ? { confirmedAt: new Date() } : {}) })
    .where(eq(newsletterSubscriptions.token, token))
    .returning()
  return row ?? null
}

/** When a member changes e-mail, the subscription follows, unless the new address has its own. */
export async function moveSubscriptionEmail(db: Executor, from: string, to: string) {
  await db.execute(sql`
    update newsletter_subscriptions set email = ${to}
    where email = ${from}
      and not exists (select 1 from newsletter_subscriptions where email = ${to})`)
}

export async function deleteNewsletterSubscription(db: Executor, email: string) {
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))
}
