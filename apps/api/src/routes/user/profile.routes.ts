import type { FastifyInstance } from 'fastify'
import {
  changePassword,
  getProfile,
  subscribeNewsletter,
  unsubscribeNewsletter,
  updateProfile,
} from '@store/contract/user'
import { MESSAGES } from '@store/contract/messages'
import type { Env } from '../../env'
import { hashPassword, verifyPassword } from '../../lib/auth/passwords'
import { badRequest } from '../../lib/http-errors'
import { newsletterWelcomeMail } from '../../lib/mail/templates'
import { registerCall } from '../../lib/register-call'
import { requireMember } from '../../plugins/auth'
import { sendQuietly } from '../../lib/mail/send-quietly'
import { mailOrigin } from '../../lib/mail/mail-origin'
import { accountMailLanguage } from '../../lib/mail/mail-language'
import { revokeOtherSessions } from '../../lib/auth/session.repository'
import {
  findUserByEmail,
  findUserById,
  setUserPassword,
  updateUserProfile,
} from '../auth/user.repository'
import {
  findSubscription,
  moveSubscriptionEmail,
  upsertSubscription,
} from '../newsletter/newsletter.repository'
import { newsletterLinks } from '../newsletter/routes'

export function profileRoutes(app: FastifyInstance, env: Env) {
  async function memberUser(memberId: number) {
    const user = await findUserById(app.db, memberId)
    if (!user) throw badRequest(MESSAGES.signInRequired)
    return user
  }

  registerCall(app, getProfile, async (_input, request) => {
    const user = await memberUser(requireMember(request).id)
    const subscription = await findSubscription(app.db, user.email)
    return {
      data: {
        profile: {
          name: user.name,
          email: user.email,
          gender: user.gender,
          language: user.language,
        },
        newsletter_subscription: subscription?.status === 'SUBSCRIBED',
      },
    }
  })

  registerCall(app, updateProfile, async ({ name, gender, email, language }, request) => {
    const user = await memberUser(requireMember(request).id)
    if (email !== user.email && (await findUserByEmail(app.db, email)))
      throw badRequest(MESSAGES.emailTaken)
    const saved = await app.db.transaction(async (tx) => {
      // Another member may have taken the address between the check and now.
      if (!(await updateUserProfile(tx, user.id, { name, gender, email, language }))) return false
      if (email !== user.email) await moveSubscriptionEmail(tx, user.email, email)
      return true
    })
    if (!saved) throw badRequest(MESSAGES.emailTaken)
    return { data: { message: MESSAGES.profileUpdated } }
  })

  registerCall(app, subscribeNewsletter, async (_input, request) => {
    const user = await memberUser(requireMember(request).id)
    const before = await findSubscription(app.db, user.email)
    const row = await upsertSubscription(app.db, user.email, 'SUBSCRIBED')
    if (before?.status !== 'SUBSCRIBED') {
      const language = accountMailLanguage(request, user.language)
      const links = newsletterLinks(mailOrigin(env), row.token, language)
      await sendQuietly(app, newsletterWelcomeMail(user.email, links.unsubscribe, language))
    }
    return { data: { message: MESSAGES.newsletterSubscribed } }
  })

  registerCall(app, unsubscribeNewsletter, async (_input, request) => {
    const user = await memberUser(requireMember(request).id)
    if (await findSubscription(app.db, user.email))
      await upsertSubscription(app.db, user.email, 'UNSUBSCRIBED')
    return { data: { message: MESSAGES.newsletterUnsubscribed } }
  })

  registerCall(app, changePassword, async ({ old_password, new_password }, request) => {
    const member = requireMember(request)
    const user = await memberUser(member.id)
    if (!(await verifyPassword(user.passwordHash, old_password)))
      throw badRequest(MESSAGES.wrongOldPassword)
    const passwordHash = await hashPassword(new_password)
    await app.db.transaction(async (tx) => {
      await setUserPassword(tx, user.id, passwordHash)
      // Anyone else holding a token of this account is signed out; this device stays in.
      await revokeOtherSessions(tx, user.id, member.tokenId)
    })
    return { data: { message: MESSAGES.passwordChanged } }
  })
}
