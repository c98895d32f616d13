import type { FastifyInstance } from 'fastify'
import {
  confirmNewsletterEmail,
  subscribeNewsletterEmail,
  unsubscribeNewsletterEmail,
} from '@store/contract/newsletter'
import { MESSAGES } from '@store/contract/messages'
import type { Env } from '../../env'
import { badRequest } from '../../lib/http-errors'
import { newsletterConfirmMail, newsletterWelcomeMail } from '../../lib/mail/templates'
import { AUTH_LIMITS, consumeAttempt } from '../../lib/rate-limit'
import { registerCall } from '../../lib/register-call'
import { sendQuietly } from '../../lib/mail/send-quietly'
import { mailOrigin } from '../../lib/mail/mail-origin'
import { accountMailLanguage } from '../../lib/mail/mail-language'
import { localizedPath } from '@store/contract/locale'
import type { Locale } from '@store/contract/locale'
import {
  confirmSubscription,
  findSubscription,
  setSubscriptionStatusByToken,
  upsertSubscription,
} from './newsletter.repository'

/** The web pages the mail links open; they post the token back (decision 017). */
export const newsletterLinks = (origin: string, token: string, locale: Locale) => ({
  confirm: `${origin}${localizedPath(`/newsletter/confirm?token=${token}`, locale)}`,
  unsubscribe: `${origin}${localizedPath(`/newsletter/unsubscribe?token=${token}`, locale)}`,
})

export function newsletterRoutes(app: FastifyInstance, env: Env) {
  registerCall(app, subscribeNewsletterEmail, async ({ email }, request) => {
    await consumeAttempt(app.db, AUTH_LIMITS.newsletterPerIp, request.ip)
    await consumeAttempt(app.db, AUTH_LIMITS.newsletterPerEmail, email)
    const existing = await findSubscription(app.db, email)
    // Already subscribed: the same answer, and no mail, so the box tells nobody who reads us.
    if (existing?.status !== 'SUBSCRIBED') {
      const row = await upsertSubscription(app.db, email, 'PENDING')
      const language = accountMailLanguage(request)
      const links = newsletterLinks(mailOrigin(env), row.token, language)
      await sendQuietly(app, newsletterConfirmMail(email, links, language))
    }
    return { message: MESSAGES.newsletterCheckEmail }
  })

  registerCall(app, confirmNewsletterEmail, async ({ token }, request) => {
    const row = await confirmSubscription(app.db, token)
    if (!row) throw badRequest(MESSAGES.newsletterLinkInvalid)
    if (row !== 'already') {
      const language = accountMailLanguage(request)
      const links = newsletterLinks(mailOrigin(env), row.token, language)
      await sendQuietly(app, newsletterWelcomeMail(row.email, links.unsubscribe, language))
    }
    return { message: MESSAGES.newsletterConfirmed }
  })

  registerCall(app, unsubscribeNewsletterEmail, async ({ token }) => {
    const row = await setSubscriptionStatusByToken(app.db, token, 'UNSUBSCRIBED')
    if (!row) throw badRequest(MESSAGES.newsletterLinkInvalid)
    return { message: MESSAGES.newsletterUnsubscribed }
  })
}
