import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { accessTokens } from '@store/db/schema'
import { TOKEN_LIFETIME, createAccessToken, hashAccessToken } from './tokens'

// Access tokens: issued at sign-in, checked on member calls, revoked at sign-out.

export interface Member {
  id: number
  /** The token row this request came with, so sign-out and password change know which one it is. */
  tokenId: number
}

/** A fresh token for a member; the raw value is returned once and never stored. */
export async function issueSession(db: Executor, userId: number): Promise<string> {
  const token = createAccessToken()
  const issuedAt = new Date()
  await db.insert(accessTokens).values({
    userId,
    tokenHash: hashAccessToken(token),
    createdAt: issuedAt,
    lastUsedAt: issuedAt,
    expiresAt: new Date(issuedAt.getTime() + TOKEN_LIFETIME.absoluteMs),
  })
  // Expired tokens of this member are of no use to anyone; sweep them while here.
  await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.userId, userId), expiredCondition(issuedAt)))
  return token
}

/** The member a token belongs to, if it is live; refreshes its idle clock. */
export async function findSessionMember(db: Executor, token: string): Promise<Member | null> {
  const at = new Date()
  const [row] = await db
    .select({
      id: accessTokens.id,
      userId: accessTokens.userId,
      lastUsedAt: accessTokens.lastUsedAt,
    })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.tokenHash, hashAccessToken(token)),
        gt(accessTokens.expiresAt, at),
        gt(accessTokens.lastUsedAt, new Date(at.getTime() - TOKEN_LIFETIME.idleMs)),
      ),
    )
    .limit(1)
  if (!row) return null
  if (at.getTime() - row.lastUsedAt.getTime() > TOKEN_LIFETIME.touchEveryMs) {
    await db.update(accessTokens).set({ lastUsedAt: at }).where(eq(accessTokens.id, row.id))
  }
  return { id: row.userId, tokenId: row.id }
}

export async function revokeSession(db: Executor, tokenId: number): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.id, tokenId))
}

/** Every token of the member except the one in hand (password change). */
export async function revokeOtherSessions(
  db: Executor,
  userId: number,
  keepTokenId: number,
): Promise<void> {
  await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.userId, userId), ne(accessTokens.id, keepTokenId)))
}

function expiredCondition(at: Date) {
  return (
    or(
      lt(accessTokens.expiresAt, at),
      lt(accessTokens.lastUsedAt, new Date(at.getTime() - TOKEN_LIFETIME.idleMs)),
    ) ?? sql`false`
  )
}
