import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  ADMIN_MESSAGES,
  changeStaffPassword,
  getStaffSession,
  setStaffLanguage,
  staffSignIn,
  staffSignOut,
  verifySecondFactor,
} from '@store/contract/admin/auth'
import { recordAudit } from '../../../lib/audit.repository'
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../../lib/auth/passwords'
import { ADMIN_PREFIX } from '@store/contract/admin/call'
import { cookieIsSecure } from '../../../lib/auth/secure-cookie'
import {
  clearStaffCookieHeader,
  clearStaffLanguageCookieHeader,
  staffCookieHeader,
  staffLanguageCookieHeader,
} from '../../../lib/auth/staff-cookie'
import {
  findStaffSession,
  issueStaffSession,
  revokeStaffSession,
  revokeStaffSessions,
} from '../../../lib/auth/staff-session.repository'
import type { StaffSession } from '../../../lib/auth/staff-session.repository'
import { HttpError, badRequest } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import type { Env } from '../../../env'
import { createSignInThrottle } from '../../auth/sign-in-throttle'
import { createSecondFactor } from './second-factor'
import {
  findStaffByEmail,
  findStaffById,
  setStaffLanguage as saveStaffLanguage,
  setStaffPassword,
} from './staff.repository'

export function secondFactorState(
  session: Pick<StaffSession, 'verified' | 'totpEnabled' | 'totpRequired'>,
) {
  if (!session.verified) return 'VERIFY' as const
  if (session.totpRequired && !session.totpEnabled) return 'ENROL' as const
  return 'NONE' as const
}

export const staffMe = (session: StaffSession) => ({
  id: session.id,
  email: session.email,
  name: session.name,
  role: session.role,
  language: session.language,
  showroom_ids: session.showroomIds,
  totp_enabled: session.totpEnabled,
})

/**
 * The session as the back office reads it, with the account's language kept
 * in a cookie for the server that sends the back office's page (decision 071):
 * the next page load comes in the account's language.
 */
export function answerStaffSession(
  session: StaffSession,
  request: FastifyRequest,
  reply: FastifyReply,
  env: Env,
) {
  reply.header(
    'set-cookie',
    staffLanguageCookieHeader(session.language, cookieIsSecure(env, request)),
  )
  return { data: { staff: staffMe(session), second_factor: secondFactorState(session) } }
}

/** Sign-in, its second factor, who am I, sign-out and password change (docs/decisions/041). */
export function staffAuthRoutes(app: FastifyInstance, env: Env) {
  // The device cookie goes back to the sign-in and to the second factor (decision 062).
  const throttle = createSignInThrottle(app, env, {
    cookiePath: `${ADMIN_PREFIX}/auth`,
    scope: 'staff|',
  })
  const giveCode = createSecondFactor(app, env, throttle)
  const now = () => app.clock.now()

  const sessionAnswer = (session: StaffSession, request: FastifyRequest, reply: FastifyReply) =>
    answerStaffSession(session, request, reply, env)

  registerCall(app, staffSignIn, async ({ email, password }, request, reply) => {
    const held = await throttle.hold(request, email)
    const account = await findStaffByEmail(app.db, email)
    const right = account?.isActive
      ? await verifyPassword(account.passwordHash, password)
      : await verifyAgainstNothing(password)
    if (!account || !right) throw badRequest(ADMIN_MESSAGES.badCredentials)
    const totpEnabled = account.totpEnabledAt !== null
    // With a second factor to come, the browser is known to the account only once it is given.
    await throttle.admit(request, reply, email, held, { trust: !totpEnabled })
    const token = await issueStaffSession(app.db, account.id, !totpEnabled, now())
    reply.header('set-cookie', staffCookieHeader(token, cookieIsSecure(env, request)))
    const session = await sessionFor(app, token)
    return sessionAnswer(session, request, reply)
  })

  registerCall(app, verifySecondFactor, async ({ code }, request, reply) => {
    const session = requireStaff(request)
    if (session.verified) return sessionAnswer(session, request, reply)
    await giveCode(session, code, request, reply)
    return sessionAnswer({ ...session, verified: true }, request, reply)
  })

  registerCall(app, getStaffSession, (_input, request, reply) =>
    Promise.resolve(sessionAnswer(requireStaff(request), request, reply)),
  )

  registerCall(app, setStaffLanguage, async ({ language }, request, reply) => {
    const session = requireStaff(request)
    await saveStaffLanguage(app.db, session.id, language, now())
    return sessionAnswer({ ...session, language }, request, reply)
  })

  registerCall(app, staffSignOut, async (_input, request, reply) => {
    await revokeStaffSession(app.db, requireStaff(request).sessionId)
    reply.header('set-cookie', clearStaffCookieHeader(cookieIsSecure(env, request)))
    reply.header('set-cookie', clearStaffLanguageCookieHeader(cookieIsSecure(env, request)))
    return { message: ADMIN_MESSAGES.signedOut }
  })

  registerCall(app, changeStaffPassword, async (input, request) => {
    const session = requireStaff(request)
    const account = await findStaffById(app.db, session.id)
    if (!account || !(await verifyPassword(account.passwordHash, input.old_password)))
      throw badRequest(ADMIN_MESSAGES.wrongOldPassword)
    const passwordHash = await hashPassword(input.new_password)
    await app.db.transaction(async (tx) => {
      await setStaffPassword(tx, session.id, passwordHash, now())
      await revokeStaffSessions(tx, session.id, session.sessionId)
      await recordAudit(tx, session, {
        action: 'staff.password',
        entity: 'staff',
        entityId: session.id,
      })
    })
    return { message: ADMIN_MESSAGES.passwordChanged }
  })
}

async function sessionFor(app: FastifyInstance, token: string): Promise<StaffSession> {
  const session = await findStaffSession(app.db, token, app.clock.now())
  if (!session) throw new HttpError(500, 'The new session could not be read back.')
  return session
}
