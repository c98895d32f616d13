import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { stockedBatik } from './cart-fixtures'
import { ProductListPage } from './fixtures'
import { expectAccessible, newShopper, signUp } from './members'

/**
 * Holds every script of the app until `release` is called, as a slow phone
 * does for its first second: the server's HTML is on screen, nothing runs.
 */
async function holdScripts(page: Page) {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/(boot\.js\?v=\w+|assets\/.+\.js)$/, async (route) => {
    await gate
    await route.continue()
  })
  return () => release()
}

/** Marks the document, so a reload (a natively sent form) can be told apart from staying. */
const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-first-document', ''))
const sameDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-first-document'))

/** Taps the button while the scripts are held, then lets them run; the page must not reload. */
async function tapBeforeHydration(page: Page, path: string, button: string) {
  const release = await holdScripts(page)
  await page.goto(path, { waitUntil: 'commit' })
  const submit = page.getByRole('button', { name: button })
  await expect(submit).toBeVisible()
  await expect(submit).toBeDisabled()
  await markDocument(page)
  await submit.click({ force: true })
  release()
  await expect(submit).toBeEnabled()
  expect(await sameDocument(page)).toBe(true)
  await expect(page).toHaveURL(path)
  return submit
}

// The forms below are the same at both sizes and each is proven at phone size by the member
// and home journeys; what waits for the script is the server's HTML, not the layout: desktop
// only. The phone's menu, the sort and the size picker differ by size and run at both.
test(
  'a tap on Sign In before the script has run neither reloads nor loses what was typed',
  { tag: '@one-size' },
  async ({ page }) => {
    const shopper = newShopper()
    await signUp(page, shopper)
    await page.evaluate(() => localStorage.clear())

    const release = await holdScripts(page)
    await page.goto('/sign-in', { waitUntil: 'commit' })
    const submit = page.getByRole('button', { name: 'Sign In' })
    await expect(submit).toBeDisabled()
    await expectAccessible(page)
    await markDocument(page)
    await page.getByLabel('Email').fill(shopper.email)
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password)
    await submit.click({ force: true })
    await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter')
    release()

    await expect(submit).toBeEnabled()
    expect(await sameDocument(page)).toBe(true)
    await submit.click()
    await expect(page.getByText('You have successfully signed in')).toBeVisible()
    await expect(page).toHaveURL('/')
  },
)

test(
  'Sign Up and Forgot Password wait for the script instead of reloading the page',
  { tag: '@one-size' },
  async ({ page }) => {
    await tapBeforeHydration(page, '/sign-up', 'Create Account')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByText('Please enter your name')).toBeVisible()

    await page.unrouteAll()
    await tapBeforeHydration(page, '/forgot-password', 'Send New Password')
  },
)

test(
  'the newsletter box on the home page waits for the script instead of reloading it',
  { tag: '@one-size' },
  async ({ page }) => {
    await tapBeforeHydration(page, '/', 'Subscribe')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Please enter your email address')).toBeVisible()
  },
)

test(
  'a sign-up filled in before the script has run keeps every answer, the gender choice too',
  { tag: '@one-size' },
  async ({ page }) => {
    const shopper = newShopper()
    const release = await holdScripts(page)
    await page.goto('/sign-up', { waitUntil: 'commit' })
    const submit = page.getByRole('button', { name: 'Create Account' })
    await expect(submit).toBeDisabled()
    await page.getByLabel('Name').fill(shopper.name)
    await page.getByLabel('Female').check()
    await page.getByLabel('Email').fill(shopper.email)
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password)
    await page.getByLabel('Confirm Password').fill(shopper.password)
    release()
    await expect(submit).toBeEnabled()
    await expect(page.getByLabel('Female')).toBeChecked()
    await submit.click()
    await expect(
      page.getByText('You have successfully created an account, feel free to shop now.'),
    ).toBeVisible()
  },
)

test('a sort chosen before the script has run is applied once it starts, not left on screen over the old order', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/products?category_id=7', { waitUntil: 'commit' })
  const sort = page.getByLabel('Sort by')
  await expect(sort).toHaveValue('PRICE_DESC')
  await sort.selectOption('PRICE_ASC')
  release()

  await expect(page).toHaveURL(/[?&]sort=PRICE_ASC(&|$)/)
  await expect(sort).toHaveValue('PRICE_ASC')
  const list = new ProductListPage(page)
  await expect
    .poll(async () => {
      const prices = await list.cardPrices()
      return (
        prices.length > 1 && prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price)
      )
    })
    .toBe(true)
})

test('a size and Add to Cart tapped before the script has run are answered once it starts', async ({
  page,
  request,
}) => {
  const [pick] = await stockedBatik(request, 1)
  if (!pick) throw new Error('no stocked batik')
  const release = await holdScripts(page)
  await page.goto(`/product/${pick.id}`, { waitUntil: 'commit' })
  await page.getByRole('button', { name: `Size ${pick.sizes[0]}`, exact: true }).click()
  // Nothing answers yet, so a shopper taps again; the cart must still get one.
  await page.getByRole('button', { name: 'Add to Cart' }).first().click()
  await page.getByRole('button', { name: 'Add to Cart' }).first().click()
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')
  release()

  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(drawer.getByText(`Size ${pick.sizes[0]} · Qty 1`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open cart, 1 item' })).toBeAttached()
  await expectAccessible(page)
})

test('the menu tapped open on a phone before the script has run opens once it starts', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the menu button is the phone header’s')
  await page.addInitScript(() => sessionStorage.setItem('kainara:interstitial-seen', '1'))
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  await page.getByRole('button', { name: 'Open menu' }).click()
  release()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
})

test('a member who taps Wishlist before the script has run gets it wishlisted, not the sign-in page', async ({
  page,
  request,
}) => {
  const [pick] = await stockedBatik(request, 1)
  if (!pick) throw new Error('no stocked batik')
  const productPath = `/product/${pick.id}`
  await signUp(page, newShopper())
  const release = await holdScripts(page)
  await page.goto(productPath, { waitUntil: 'commit' })
  const heart = page.getByRole('button', { name: 'Wishlist' })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')
  release()

  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(productPath)
})
