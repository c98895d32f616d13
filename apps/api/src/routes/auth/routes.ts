import { WORDS } from '@store/contract/i18n/words'
import { languageOf } from '../../lib/request-language'
import type { FastifyInstance } from 'fastify'
import { deleteAccount, forgotPassword, signIn, signOut, signUp } from '@store/contract/auth'
import { MESSAGES } from '@store/contract/messages'
import {
  generatePassword,
  hashPassword,
  verifyAgainstNothing,
  verifyPassword,
} from '../../lib/auth/passwords'
import { badRequest } from '../../lib/http-errors'
import { accountDeletedMail, newPasswordMail, welcomeMail } from '../../lib/mail/templates'
import { AUTH_LIMITS, consumeAttempt, sweepRateLimits } from '../../lib/rate-limit'
import { registerCall } from '../../lib/register-call'
import { requireMember } from '../../plugins/auth'
import { issueSession, revokeSession } from '../../lib/auth/session.repository'
import { sendQuietly } from '../../lib/mail/send-quietly'
import { mailOrigin } from '../../lib/mail/mail-origin'
import { accountMailLanguage } from '../../lib/mail/mail-language'
import type { Env } from '../../env'
import { handOverDeviceCart } from './cart-handover'
import { checkCredentials } from './credentials'
import { createSignInThrottle } from './sign-in-throttle'
import {
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  setPendingPassword,
} from './user.repository'
import { deleteNewsletterSubscription } from '../newsletter/newsletter.repository'

/** How long the password mailed by "forgot password" can be used (decision 016). */
export const MAILED_PASSWORD_LIFETIME_MS = 24 * 60 * 60 * 1000

export function authRoutes(app: FastifyInstance, env: Env) {
  const throttle = createSignInThrottle(app, env)

  /** A new token for the member, with the device's cart handed over in the same transaction. */
  const startSession = (userId: number, deviceId: string | undefined) =>
    app.db.transaction(async (tx) => {
      await handOverDeviceCart(tx, { userId, deviceId })
      return issueSession(tx, userId)
    })

  registerCall(app, signIn, async ({ email, password, local_device_id }, request, reply) => {
    const held = await throttle.hold(request, email)
    const user = await checkCredentials(app.db, email, password)
    await throttle.admit(request, reply, email, held)
    return { access_token: await startSession(user.id, local_device_id) }
  })

  registerCall(app, signUp, async (input, request, reply) => {
    const now = app.clock.now()
    await consumeAttempt(app.db, AUTH_LIMITS.signUpPerIp, request.ip, now)
    await consumeAttempt(app.db, AUTH_LIMITS.signUpPerEmail, input.email, now)
    await sweepRateLimits(app.db, now)
    const passwordHash = await hashPassword(input.password)
    // A new member reads the shop in the language they signed up in.
    const language = languageOf(request.headers['accept-language'])
    const words = WORDS[language]
    const token = await app.db.transaction(async (tx) => {
      const userId = await createUser(
        tx,
        { name: input.name, email: input.email, gender: input.gender, language, passwordHash },
        {
          title: words.welcome_title({ name: input.name }),
          body: words.welcome_body(),
          href: '/products',
        },
      )
      if (userId === null) return null
      await handOverDeviceCart(tx, { userId, deviceId: input.local_device_id })
      return issueSession(tx, userId)
    })
    if (token === null) throw badRequest(MESSAGES.emailTaken)
    throttle.trustBrowser(request, reply, input.email)
    await sendQuietly(app, welcomeMail(input.email, input.name, mailOrigin(env), language))
    return { access_token: token }
  })

  registerCall(app, signOut, async (_input, request) => {
    await revokeSession(app.db, requireMember(request).tokenId)
    return { message: MESSAGES.signedOut }
  })

  registerCall(app, forgotPassword, async ({ email }, request) => {
    await consumeAttempt(app.db, AUTH_LIMITS.forgotPerIp, request.ip)
    await consumeAttempt(app.db, AUTH_LIMITS.forgotPerEmail, email)
    const user = await findUserByEmail(app.db, email)
    const password = generatePassword()
    // The same hashing work with or without an account, so timing tells nothing either.
    const passwordHash = await hashPassword(password)
    if (user) {
      await setPendingPassword(
        app.db,
        user.id,
        passwordHash,
        new Date(Date.now() + MAILED_PASSWORD_LIFETIME_MS),
      )
      // Not awaited: the answer must not take longer when an account exists.
      const language = accountMailLanguage(request, user.language)
      const mail = newPasswordMail(user.email, user.name, password, mailOrigin(env), language)
      void sendQuietly(app, mail)
    }
    return { message: MESSAGES.newPasswordSent }
  })

  registerCall(app, deleteAccount, async ({ email, password }, request) => {
    const member = requireMember(request)
    const user = await findUserById(app.db, member.id)
    const matches =
      user !== null && user.email === email && (await verifyPassword(user.passwordHash, password))
    if (!user || !matches) {
      if (!user) await verifyAgainstNothing(password)
      throw badRequest(MESSAGES.deleteAccountMismatch)
    }
    await app.db.transaction(async (tx) => {
      await deleteNewsletterSubscription(tx, user.email)
      await deleteUser(tx, user.id)
    })
    const language = accountMailLanguage(request, user.language)
    await sendQuietly(app, accountDeletedMail(user.email, user.name, language))
    return { message: MESSAGES.accountDeleted }
  })
}
