import { expect, test } from '@playwright/test'
import { expectAccessible, newShopper, signIn, signUp } from './members'

const TOO_MANY = 'Too many attempts, please wait a few minutes and try again.'

// The limits are the server's and the stranger's browser has its own window in either run; the
// member's sign-in page is proven at both sizes by member-auth.spec.ts.
test(
  'a member gets in from the browser they used before while strangers guess at their e-mail',
  {
    tag: '@one-size',
  },
  async ({ page, browser, request }) => {
    // Thirty sign-in attempts, each hashed with argon2id, on top of a sign-up and two sign-ins.
    test.setTimeout(90_000)
    const shopper = newShopper()
    await signUp(page, shopper)
    expect(await page.evaluate(() => document.cookie)).not.toContain('kainara_device')
    await page.evaluate(() => localStorage.clear())

    // Another client, with no cookie of the member's browser, guesses until it is stopped.
    let last = 0
    for (let i = 0; i < 30 && last !== 429; i += 1) {
      const answer = await request.post('/api/auth/sign-in', {
        data: { email: shopper.email, password: `guess-${i}-wrong` },
      })
      last = answer.status()
    }
    expect(last).toBe(429)

    const elsewhere = await browser.newContext()
    const stranger = await elsewhere.newPage()
    await stranger.goto('/sign-in')
    await stranger.getByLabel('Email').fill(shopper.email)
    await stranger.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password)
    await stranger.getByRole('button', { name: 'Sign In' }).click()
    await expect(stranger.getByText(TOO_MANY)).toBeVisible()
    await expectAccessible(stranger)
    await elsewhere.close()

    await signIn(page, shopper.email, shopper.password)
    await expect(page).toHaveURL('/')
  },
)
