import type { Locale } from '@store/contract/locale'
import { and, eq, gt } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { notifications, users } from '@store/db/schema'
import type { Gender } from '@store/contract/auth'

export interface NewUser {
  name: string
  email: string
  gender: Gender
  language: Locale
  passwordHash: string
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  return row ?? null
}

export async function findUserById(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row ?? null
}

/** The new member's id, or null when the e-mail already has an account. */
export async function createUser(
  tx: Transaction,
  user: NewUser,
  welcome: { title: string; body: string; href: string },
) {
  const [row] = await tx
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id })
  if (!row) return null
  await tx.insert(notifications).values({ userId: row.id, ...welcome })
  return row.id
}

export async function setUserPassword(db: Executor, id: number, passwordHash: string) {
  await db
    .update(users)
    .set({
      passwordHash,
      pendingPasswordHash: null,
      pendingPasswordExpiresAt: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
}

export async function setPendingPassword(
  db: Executor,
  id: number,
  passwordHash: string,
  expiresAt: Date,
) {
  await db
    .update(users)
    .set({ pendingPasswordHash: passwordHash, pendingPasswordExpiresAt: expiresAt })
    .where(eq(users.id, id))
}

/** Makes the mailed password the password, once, if it is still the pending one. */
export async function promotePendingPassword(
  db: Executor,
  id: number,
  pendingHash: string,
  at: Date,
) {
  const rows = await db
    .update(users)
    .set({
      passwordHash: pendingHash,
      pendingPasswordHash: null,
      pendingPasswordExpiresAt: null,
      updatedAt: at,
    })
    .where(
      and(
        eq(users.id, id),
        eq(users.pendingPasswordHash, pendingHash),
        gt(users.pendingPasswordExpiresAt, at),
      ),
    )
    .returning({ id: users.id })
  return rows.length === 1
}

export async function clearPendingPassword(db: Executor, id: number) {
  await db
    .update(users)
    .set({ pendingPasswordHash: null, pendingPasswordExpiresAt: null })
    .where(eq(users.id, id))
}

/** The member's new name, gender and e-mail; false when another member holds the e-mail (unique index). */
export async function updateUserProfile(
  db: Executor,
  id: number,
  profile: { name: string; gender: Gender; email: string; language?: Locale | undefined },
) {
  const rows = await db
    .update(users)
    .set({
      name: profile.name,
      gender: profile.gender,
      email: profile.email,
      ...(profile.language ? { language: profile.language } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning({ id: users.id })
    .catch(() => [])
  return rows.length === 1
}

/** Deletes the member; addresses, wishlist, notifications and tokens go with it (cascade). */
export async function deleteUser(db: Executor, id: number) {
  await db.delete(users).where(eq(users.id, id))
}
