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
  summary: 'Subscribe an e-mail address from the home page box; repeating it is not an error',
})
