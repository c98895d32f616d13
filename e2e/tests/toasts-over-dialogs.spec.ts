import type { Locator, Page } from '@playwright/test'
import { expectAccessible } from './accessibility'
import { stockedItem } from './checkout-fixtures'
import { expect, test } from './fixtures'
import { newShopper, signUp } from './members'

const toastSaying = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

/**
 * True when the toast is what a pointer at its centre meets: nothing, not even
 * a dialog, lies over it. Judged once the dialog and the toast have settled.
 */
async function isTopmost(toast: Locator) {
  await toast
    .page()
    .waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    )
  return toast.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return top !== null && element.contains(top)
  })
}

/** Tabs from where focus is until the toast's close button has it (a toast is few stops away). */
async function tabToClose(page: Page, toast: Locator) {
  const close = toast.getByRole('button', { name: 'Close toast' })
  for (
    let stop = 0;
    stop < 4 && !(await close.evaluate((button) => button === document.activeElement));
    stop++
  ) {
    await page.keyboard.press('Tab')
  }
  await expect(close).toBeFocused()
}

test('a message raised in the address dialog is drawn above it, and closes by pointer and by keyboard', async ({
  page,
}) => {
  await signUp(page, newShopper())
  await page.goto('/account/shipping-address')
  await page.getByRole('button', { name: 'Add New Address' }).click()
  const dialog = page.getByRole('dialog')
  const save = dialog.getByRole('button', { name: 'Save Address' })
  await save.click()

  const labelRequired = toastSaying(page, 'Address label is required.')
  await expect(labelRequired).toBeVisible()
  expect(await isTopmost(labelRequired)).toBe(true)
  await expect(labelRequired).toBeInViewport({ ratio: 1 })
  // A pointer resting on a toast holds it on screen while it is read.
  await labelRequired.hover()
  await expectAccessible(page)
  await labelRequired.getByRole('button', { name: 'Close toast' }).click()
  await expect(labelRequired).toHaveCount(0)
  await expect(dialog).toBeVisible()

  await save.click()
  await expect(labelRequired).toBeVisible()
  await labelRequired.hover()
  await save.focus()
  await tabToClose(page, labelRequired)
  await page.keyboard.press('Enter')
  await expect(labelRequired).toHaveCount(0)
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('an error the shopper fixed gives way to the next one instead of piling up', async ({
  page,
}) => {
  await signUp(page, newShopper())
  await page.goto('/account/shipping-address')
  await page.getByRole('button', { name: 'Add New Address' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Save Address' }).click()
  const labelRequired = toastSaying(page, 'Address label is required.')
  await expect(labelRequired).toBeVisible()
  // A pointer resting on a toast holds it on screen, so only the fix can send it away.
  await labelRequired.hover()
  await dialog.getByLabel('Address Label').fill('Home')
  await dialog.getByLabel('Address Label').press('Enter')
  await expect(toastSaying(page, 'Recipient name is required.')).toBeVisible()
  await expect(labelRequired).toHaveCount(0)
})

test('a message on screen when the zoom opens stays above it, readable and closable', async ({
  page,
  request,
}, testInfo) => {
  const item = await stockedItem(request, 7, testInfo.project.name === 'phone' ? 2 : 3)
  await page.goto(`/product/${item.id}`)
  await page.getByRole('button', { name: 'Add to Cart' }).first().click()
  const chooseSize = toastSaying(page, 'Please choose a size.')
  await expect(chooseSize).toBeVisible()
  await chooseSize.hover()
  await page.getByRole('button', { name: /^Zoom image 1 of \d+$/ }).focus()
  await page.keyboard.press('Enter')
  const zoom = page.getByRole('dialog')
  await expect(zoom).toBeVisible()
  expect(await isTopmost(chooseSize)).toBe(true)
  await chooseSize.getByRole('button', { name: 'Close toast' }).click()
  await expect(chooseSize).toHaveCount(0)
  await expect(zoom).toBeVisible()
})

test("a failed stock check's messages are drawn above the stock locations dialog", async ({
  page,
  request,
}, testInfo) => {
  const item = await stockedItem(request, 8, testInfo.project.name === 'phone' ? 0 : 1)
  await page.goto(`/product/${item.id}`)
  const size = page.getByRole('button', { name: `Size ${item.sizeName}`, exact: true })
  await size.click()
  await expect(size).toHaveAttribute('aria-pressed', 'true')
  await page.route('**/api/check-stock-location', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: 'Something went wrong on our side.' } }),
    }),
  )
  await page.getByRole('button', { name: 'Check Stock Locations' }).click()
  await expect(page.getByRole('dialog', { name: 'Stock Locations' })).toBeVisible()
  const failed = toastSaying(page, 'Error 500: Internal Server Error')
  await expect(failed).toBeVisible()
  await failed.hover()
  expect(await isTopmost(failed)).toBe(true)
  expect(await isTopmost(toastSaying(page, 'Something went wrong on our side.'))).toBe(true)
  await expectAccessible(page)
})

test('errors about a page are gone once the shopper moves on to another, by a link or by Back', async ({
  page,
  request,
}, testInfo) => {
  const item = await stockedItem(request, 7, testInfo.project.name === 'phone' ? 4 : 5)
  await page.goto('/products?category_id=7')
  await page.goto(`/product/${item.id}`)
  const chooseSize = toastSaying(page, 'Please choose a size.')
  for (const moveOn of ['link', 'back'] as const) {
    await page.getByRole('button', { name: 'Add to Cart' }).first().click()
    await expect(chooseSize).toBeVisible()
    // A pointer resting on a toast holds it on screen, so only the move can send it away.
    await chooseSize.hover()
    if (moveOn === 'link') {
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').last().focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/products\?/)
    } else {
      await page.goBack()
      await expect(page).toHaveURL(/\/products\?/)
    }
    await expect(chooseSize).toHaveCount(0)
    if (moveOn === 'link') await page.goBack()
  }
})
