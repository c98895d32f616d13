import { z } from 'zod'
import { defineCall } from './call'
import { MessageResponseSchema, emailField } from './common'
import { MESSAGES } from './messages'
import { ROUTES } from './routes'

/** The newsletter box of the home page, open to guests (spec section 2: call not shown). */
export const NewsletterSignupInputSchema = z.object({
  email: emailField(MESSAGES.enterEmail, { checkFormat: true }),
})
export type NewsletterSignupInput = z.input<typeof NewsletterSignupInputSchema>

export const subscribeNewsletterEmail = defineCall({
  ...ROUTES.subscribeNewsletterEmail,
  payload: NewsletterSignupInputSchema,
  response: MessageResponseSchema,
  summary:
    'Send a confirmation link to an e-mail address from the home page box; repeating it is not an error',
})

/** The token of a newsletter mail's confirmation or unsubscribe link. */
export const NewsletterTokenInputSchema = z.object({
  token: z
    .string({ error: MESSAGES.newsletterLinkInvalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,64}$/, MESSAGES.newsletterLinkInvalid),
})
export type NewsletterTokenInput = z.input<typeof NewsletterTokenInputSchema>

export const confirmNewsletterEmail = defineCall({
  ...ROUTES.confirmNewsletterEmail,
  payload: NewsletterTokenInputSchema,
  response: MessageResponseSchema,
  summary: 'Confirm a subscription from the link in its confirmation mail (double opt-in)',
})

export const unsubscribeNewsletterEmail = defineCall({
  ...ROUTES.unsubscribeNewsletterEmail,
  payload: NewsletterTokenInputSchema,
  response: MessageResponseSchema,
  summary: 'Unsubscribe from the link at the foot of every newsletter mail',
})
