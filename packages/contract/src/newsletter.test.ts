import { expect, test } from 'vitest'
import { MESSAGES } from './messages'
import { NewsletterSignupInputSchema } from './newsletter'
import { accept, refusal } from './test-utils'

test('a guest can subscribe an email from the home page box', () => {
  expect(accept(NewsletterSignupInputSchema, { email: ' Sari@Example.com' })).toEqual({
    email: 'sari@example.com',
  })
})

test('an empty or malformed newsletter email is refused', () => {
  expect(refusal(NewsletterSignupInputSchema, { email: '' })).toBe(MESSAGES.enterEmail)
  expect(refusal(NewsletterSignupInputSchema, { email: 'not-an-email' })).toBe(
    MESSAGES.invalidEmail,
  )
})
