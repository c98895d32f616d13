import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ADMIN_MESSAGES } from '@store/contract/admin/auth'
import type { Executor } from '@store/db/client'
import type { Env } from '../../../env'
import { cookieIsSecure } from '../../../lib/auth/secure-cookie'
import { clearStaffCookieHeader } from '../../../lib/auth/staff-cookie'
import {
  STAFF_SESSION_LIFETIME,
  revokeStaffSession,
  verifyStaffSession,
} from '../../../lib/auth/staff-session.repository'
import type { StaffSession } from '../../../lib/auth/staff-session.repository'
import { hashRecoveryCode, matchTotpStep } from '../../../lib/auth/totp'
import { HttpError, badRequest } from '../../../lib/http-errors'
import {
  AUTH_LIMITS,
  RateLimitError,
  SECOND_FACTOR_TRIES,
  consumeAttempt,
} from '../../../lib/rate-limit'
import type { GuessLimits, SignInThrottle } from '../../auth/sign-in-throttle'
import { claimTotpStep, findStaffById, spendRecoveryCode } from './staff.repository'

const SECOND_FACTOR_LIMITS: GuessLimits = {
  perIp: AUTH_LIMITS.secondFactorPerIp,
  perAccountAndIp: AUTH_LIMITS.secondFactorPerAccountAndIp,
  perAccount: AUTH_LIMITS.secondFactorPerAccount,
  perDevice: AUTH_LIMITS.secondFactorPerDevice,
}

/** A half-signed-in session's tries; it lasts no longer than the session may. */
const SESSION_TRIES = {
  name: 'second-factor:session',
  max: SECOND_FACTOR_TRIES,
  windowMs: STAFF_SESSION_LIFETIME.pendingMs,
}

/**
 * A code of a time step later than any accepted before, or an unspent
 * recovery code. Every refusal does the same work, whatever was typed: the
 * step is looked for and the recovery codes are looked through.
 */
async function judgeCode(db: Executor, staffId: number, code: string, at: Date) {
  const account = await findStaffById(db, staffId)
  const secret = account?.totpEnabledAt ? account.totpSecret : null
  const step = secret ? matchTotpStep(secret, code) : null
  if (step !== null && (await claimTotpStep(db, staffId, step))) return 'right'
  if (await spendRecoveryCode(db, staffId, hashRecoveryCode(code), at)) return 'right'
  return step === null ? 'wrong' : 'used'
}

/**
 * The code after the password (decision 062). Each code given is counted
 * before it is looked at: against the session, which ends at its fifth wrong
 * code, and, as passwords are (decision 038), against the browser's device
 * cookie when it holds one for the account, else against the account with and
 * without the address. A right code gives the counts back, opens the session
 * and makes the browser known to the account; a right password alone never
 * does, or whoever holds the password would earn a cookie to guess codes with.
 */
export function createSecondFactor(
  app: FastifyInstance,
  env: Pick<Env, 'PUBLIC_URL'>,
  throttle: SignInThrottle,
) {
  async function endSession(session: StaffSession, request: FastifyRequest, reply: FastifyReply) {
    await revokeStaffSession(app.db, session.sessionId)
    reply.header('set-cookie', clearStaffCookieHeader(cookieIsSecure(env, request)))
    return new HttpError(401, ADMIN_MESSAGES.tooManyCodes)
  }

  async function countTry(session: StaffSession, request: FastifyRequest, reply: FastifyReply) {
    try {
      return await consumeAttempt(app.db, SESSION_TRIES, String(session.sessionId), app.clock.now())
    } catch (error) {
      if (error instanceof RateLimitError) throw await endSession(session, request, reply)
      throw error
    }
  }

  return async function giveCode(
    session: StaffSession,
    code: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const held = await throttle.hold(request, session.email, SECOND_FACTOR_LIMITS)
    const tried = await countTry(session, request, reply)
    const at = app.clock.now()
    const verdict = await judgeCode(app.db, session.id, code, at)
    if (verdict === 'right') {
      await verifyStaffSession(app.db, session.sessionId, at)
      await throttle.admit(request, reply, session.email, held)
      return
    }
    if (tried.remaining === 0) throw await endSession(session, request, reply)
    throw badRequest(verdict === 'used' ? ADMIN_MESSAGES.codeUsed : ADMIN_MESSAGES.wrongCode)
  }
}
