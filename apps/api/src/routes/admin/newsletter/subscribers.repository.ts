import { asc, eq } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { newsletterSubscriptions, users } from '@store/db/schema'

/** Addresses that confirmed (double opt-in, decision 017) and have not left, oldest first. */
export async function listConfirmedSubscribers(db: Executor) {
  return db
    .select({
      email: newsletterSubscriptions.email,
      memberName: users.name,
      subscribedAt: newsletterSubscriptions.createdAt,
      confirmedAt: newsletterSubscriptions.confirmedAt,
    })
    .from(newsletterSubscriptions)
    .leftJoin(users, eq(users.email, newsletterSubscriptions.email))
    .where(eq(newsletterSubscriptions.status, 'SUBSCRIBED'))
    .orderBy(asc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.email))
}
