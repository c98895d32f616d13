import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { expectAccessible } from '../accessibility'
import { createStaff, signInToBackOffice } from './staff'

/** A photo as a phone sends it: noise compresses like a picture, each with its own colour. */
async function photo(name: string, background: string) {
  const buffer = await sharp({
    create: {
      width: 900,
      height: 1125,
      channels: 3,
      background,
      noise: { type: 'gaussian', mean: 110, sigma: 25 },
    },
  })
    .jpeg()
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

test('an owner uploads three photos, makes the third the cover, and a shopper sees it at once', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Three photos go through the image pipeline on a machine the whole suite shares.
  test.slow()
  // A product of each project's own, so the two runs never save over each other.
  const productId = testInfo.project.name.endsWith('phone') ? 187 : 188
  const owner = await createStaff(request, 'OWNER')
  await signInToBackOffice(page, owner, `/admin/products/${productId}/photos`)
  await expect(page.getByRole('heading', { name: 'Photos', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: /Back to the product/ })).toHaveAttribute(
    'href',
    `/admin/products/${productId}`,
  )
  const photos = page
    .getByRole('list')
    .filter({ has: page.getByRole('img') })
    .getByRole('listitem')
  const before = await photos.count()
  expect(before).toBeGreaterThan(0)

  await page
    .getByLabel('Add photos')
    .setInputFiles([
      await photo('terrace.jpg', '#8a5a44'),
      await photo('studio.jpg', '#3f5f56'),
      await photo('market.jpg', '#b08a3c'),
    ])
  // Each photo is read, cleaned and kept by the server before the next is sent.
  await expect(photos).toHaveCount(before + 3, { timeout: 60_000 })
  // Sent one after another in the order picked, each added at the end.
  const sources = await photos
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))
  const keys = sources.slice(-3).map((src) => /^\/media\/r\/([\w-]{12})\/320$/.exec(src)?.[1])
  expect(new Set(keys).size).toBe(3)
  expect(keys.every(Boolean)).toBe(true)
  // From the keyboard: the moved photo keeps the focus, one place earlier.
  await page.getByRole('button', { name: `Move photo ${before + 3} Earlier` }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: `Move photo ${before + 2} Earlier` })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: `Make photo ${before + 2} cover` })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('img', { name: 'Photo 1, the cover' })).toHaveAttribute(
    'src',
    `/media/r/${keys[2]}/320`,
  )
  await expect(page.getByText('Changes not saved yet.')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Save photos' }).click()
  await expect(page.getByText('The photos are saved.')).toBeVisible()
  await expect(page.getByText('Changes not saved yet.')).toBeHidden()

  const shopper = await browser.newContext()
  const shop = await shopper.newPage()
  await shop.goto(`/product/${productId}`)
  const cover = shop.locator(`img[srcset*="/media/r/${keys[2]}/"]`).first()
  await expect(cover).toBeVisible()
  expect(await cover.getAttribute('srcset')).toContain(`/media/r/${keys[2]}/640 640w`)
  // The upload hurried its renditions; until drawn the address answers with the source.
  await expect
    .poll(
      async () =>
        (
          await shop.request.get(`/media/r/${keys[2]}/640`, {
            headers: { accept: 'image/avif,image/webp,*/*' },
          })
        ).headers()['content-type'],
      { timeout: 30_000 },
    )
    .toMatch(/^image\/(avif|webp)$/)
  await shopper.close()
})
