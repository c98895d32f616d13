import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import {
  changePassword,
  getProfile,
  subscribeNewsletter,
  unsubscribeNewsletter,
  updateProfile,
} from '@store/contract/user'
import { MESSAGES } from '@store/contract/messages'
import { users } from '@store/db/schema'
import type { Env } from '../../env'
import { hashPassword, verifyPassword } from '../../lib/auth/passwords'
import { badRequest } from '../../lib/http-errors'
import { newsletterWelcomeMail } from '../../lib/mail/templates'
import { registerCall } from '../../lib/register-call'
import { requireMember } from '../../plugins/auth'
import { sendQuietly } from '../../plugins/mail'
import { requestOrigin } from '../../plugins/web'
import { createUserRepository } from '../auth/user.repository'
import { createNewsletterRepository } from '../newsletter/newsletter.repository'
import { newsletterLinks } from '../newsletter/routes'

export function profileRoutes(app: FastifyInstance, env: Env) {
  const userRepo = createUserRepository(app.db)
  const subscriptions = createNewsletterRepository(app.db)

  async function memberUser(memberId: number) {
    const user = await userRepo.findById(memberId)
    if (!user) throw badRequest(MESSAGES.signInRequired)
    return user
  }

  registerCall(app, getProfile, async (_input, request) => {
    const user = await memberUser(requireMember(request).id)
    const subscription = await subscriptions.find(user.email)
    return {
      data: {
        profile: { name: user.name, email: user.email, gender: user.gender },
        newsletter_subscription: subscription?.status === 'SUBSCRIBED',
      },
    }
  })

  registerCall(app, updateProfile, async ({ name, gender, email }, request) => {
    const user = await memberUser(requireMember(request).id)
    if (email !== user.email && (await userRepo.findByEmail(email)))
      throw badRequest(MESSAGES.emailTaken)
    const saved = await app.db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({ name, gender, email, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning({ id: users.id })
        // Another member took the address between the check and now (unique index).
        .catch(() => [])
      if (rows.length === 0) return false
      if (email !== user.email)
        await createNewsletterRepository(tx).moveEmail(user.email, email, tx)
      return true
    })
    if (!saved) throw badRequest(MESSAGES.emailTaken)
    return { data: { message: MESSAGES.profileUpdated } }
  })

  registerCall(app, subscribeNewsletter, async (_input, request) => {
    const user = await memberUser(requireMember(request).id)
    const before = await subscriptions.find(user.email)
    const row = await subscriptions.upsert(user.email, 'SUBSCRIBED')
    if (before?.status !== 'SUBSCRIBED') {
      const links = newsletterLinks(requestOrigin(env, request), row.token)
      await sendQuietly(app, newsletterWelcomeMail(user.email, links.unsubscribe))
    }
    return { data: { message: MESSAGES.newsletterSubscribed } }
  })

  registerCall(app, unsubscribeNewsletter, async (_input, request) => {
    const user = await memberUser(requireMember(request).id)
    if (await subscriptions.find(user.email)) await subscriptions.upsert(user.email, 'UNSUBSCRIBED')
    return { data: { message: MESSAGES.newsletterUnsubscribed } }
  })

  registerCall(app, changePassword, async ({ old_password, new_password }, request) => {
    const member = requireMember(request)
    const user = await memberUser(member.id)
    if (!(await verifyPassword(user.passwordHash, old_password)))
      throw badRequest(MESSAGES.wrongOldPassword)
    const passwordHash = await hashPassword(new_password)
    await app.db.transaction(async (tx) => {
      await userRepo.setPassword(user.id, passwordHash, tx)
      // Anyone else holding a token of this account is signed out; this device stays in.
      await app.sessions.revokeOthers(user.id, member.tokenId, tx)
    })
    return { data: { message: MESSAGES.passwordChanged } }
  })
}
