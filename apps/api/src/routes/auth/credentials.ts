import { MESSAGES } from '@store/contract/messages'
import { verifyAgainstNothing, verifyPassword } from '../../lib/auth/passwords'
import { badRequest } from '../../lib/http-errors'
import type { Executor } from '@store/db/client'
import { clearPendingPassword, findUserByEmail, promotePendingPassword } from './user.repository'

/**
 * Checks an e-mail and password for sign-in. The mailed password of "forgot
 * password" waits beside the real one: using it once makes it the password;
 * using the old one cancels it (decision 016). An unknown e-mail costs the
 * same hashing time as a known one and gets the same answer.
 */
export async function checkCredentials(db: Executor, email: string, password: string) {
  const user = await findUserByEmail(db, email)
  if (!user) {
    await verifyAgainstNothing(password)
    throw badRequest(MESSAGES.wrongCredentials)
  }
  if (await verifyPassword(user.passwordHash, password)) {
    if (user.pendingPasswordHash) await clearPendingPassword(db, user.id)
    return user
  }
  const now = new Date()
  const pending = user.pendingPasswordHash
  if (
    pending &&
    user.pendingPasswordExpiresAt &&
    user.pendingPasswordExpiresAt > now &&
    (await verifyPassword(pending, password)) &&
    (await promotePendingPassword(db, user.id, pending, now))
  ) {
    return user
  }
  throw badRequest(MESSAGES.wrongCredentials)
}
