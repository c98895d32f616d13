import { expect, test } from '@playwright/test'
import { expectAccessible, latestMailTo, newShopper } from './members'

test('a guest subscribes from the home page and confirms by the mailed link', async ({ page }) => {
  const { email } = newShopper()
  await page.goto('/')
  const box = page.getByRole('region', { name: 'Newsletter and app' })
  await box.getByLabel('Email address').fill(email)
  await box.getByRole('button', { name: 'Subscribe' }).click()
  const asked = 'Please check your email to confirm your newsletter subscription.'
  await expect(box.getByText(asked)).toBeVisible()
  const mail = await latestMailTo(email, 'Confirm your KAINARA newsletter subscription')
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail)?.[0] ?? ''
  expect(mail).toContain('/newsletter/unsubscribe?token=')
  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(
    page.getByText('Your newsletter subscription is confirmed, thank you.'),
  ).toBeVisible()
  await expectAccessible(page)
  await page.goto('/newsletter/confirm?token=not-a-real-token-at-all')
  await expect(page.getByText('This newsletter link is not valid or has expired.')).toBeVisible()
})
