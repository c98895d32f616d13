import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '@store/db/client'
import { notifications, users } from '@store/db/schema'
import type { Gender } from '@store/contract/auth'

export interface NewUser {
  name: string
  email: string
  gender: Gender
  passwordHash: string
}

export function createUserRepository(db: Db) {
  return {
    async findByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1)
      return row ?? null
    },

    async findById(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
      return row ?? null
    },

    /** The new member's id, or null when the e-mail already has an account. */
    async create(user: NewUser, welcome: { title: string; body: string; href: string }, tx: Db) {
      const [row] = await tx
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id })
      if (!row) return null
      await tx.insert(notifications).values({ userId: row.id, ...welcome })
      return row.id
    },

    async setPassword(id: number, passwordHash: string, tx: Db = db) {
      await tx
        .update(users)
        .set({
          passwordHash,
          pendingPasswordHash: null,
          pendingPasswordExpiresAt: null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
    },

    async setPendingPassword(id: number, passwordHash: string, expiresAt: Date) {
      await db
        .update(users)
        .set({ pendingPasswordHash: passwordHash, pendingPasswordExpiresAt: expiresAt })
        .where(eq(users.id, id))
    },

    /** Makes the mailed password the password, once, if it is still the pending one. */
    async promotePendingPassword(id: number, pendingHash: string, at: Date, tx: Db = db) {
      const rows = await tx
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
    },

    async clearPendingPassword(id: number) {
      await db
        .update(users)
        .set({ pendingPasswordHash: null, pendingPasswordExpiresAt: null })
        .where(eq(users.id, id))
    },

    /** Deletes the member; addresses, wishlist, notifications and tokens go with it (cascade). */
    async delete(id: number, tx: Db = db) {
      await tx.delete(users).where(eq(users.id, id))
    },
  }
}
export type UserRepository = ReturnType<typeof createUserRepository>
