import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { createStaff, signInToBackOffice } from './staff'

/** A photo as a phone sends it, in a colour of its own. */
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

test('an owner puts a new product in with three photos, sizes and stock; a shopper finds it everywhere at once @one-size', async ({
  page,
  browser,
  request,
}) => {
  // A product, three photos through the image pipeline and a second browser.
  test.slow()
  const owner = await createStaff(request, 'OWNER')
  const name = `Kebaya Encim ${randomBytes(3).toString('hex')}`
  const code = `KNNEW-${randomBytes(4).toString('hex').toUpperCase()}`

  await signInToBackOffice(page, owner, '/admin/products/new')
  await page.getByLabel('Name, English', { exact: true }).fill(name)
  await page.getByLabel('Product code').fill(code)
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'WOMEN' })
  const sub = page.getByLabel('Sub-category')
  const subName = (await sub.locator('option').nth(1).textContent()) ?? ''
  await sub.selectOption({ label: subName })
  const subId = await sub.inputValue()
  await page.getByLabel('Colour, English').fill('Ivory')
  await page.getByLabel('Retail price (IDR)').fill('650000')
  await page.getByLabel('Net price (IDR)').fill('590000')
  // A size run fills the sizes at once, in shop order.
  const runs = page.getByRole('group', { name: 'Fill in a size run:' })
  await runs.getByRole('button', { name: 'One size' }).click()
  await expect(page.getByLabel('Size 1 code')).toHaveValue('ALL')
  await runs.getByRole('button', { name: 'S–XL' }).click()
  for (const [index, code] of ['S', 'M', 'L', 'XL'].entries())
    await expect(page.getByLabel(`Size ${index + 1} code`)).toHaveValue(code)
  await expect(page.getByLabel('Size 5 code')).toHaveCount(0)
  await page.getByRole('button', { name: 'Create product' }).click()
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/)
  const productId = page.url().split('/').at(-1) ?? ''
  // The product opens at its top: its tabs, photos and stock next, and its page on the shop.
  await expect(page.getByRole('link', { name: 'Photos' })).toBeInViewport()
  // A draft: its link opens the staff preview of its page, not the shop's.
  await expect(page.getByRole('link', { name: /^Preview on the shop/ })).toHaveAttribute(
    'href',
    `/product/${productId}?preview=1`,
  )
  // Saved sizes keep their codes: no run offered any more.
  await expect(runs).toHaveCount(0)

  await page.getByRole('link', { name: 'Photos' }).click()
  await expect(page.getByRole('heading', { name: 'Photos', level: 1 })).toBeVisible()
  await page
    .getByLabel('Add photos')
    .setInputFiles([
      await photo('front.jpg', '#e7dcc8'),
      await photo('back.jpg', '#c9b79c'),
      await photo('detail.jpg', '#8c6e4f'),
    ])
  const photos = page
    .getByRole('list')
    .filter({ has: page.getByRole('img') })
    .getByRole('listitem')
  await expect(photos).toHaveCount(3, { timeout: 60_000 })
  const cover = /^\/media\/r\/([\w-]{12})\//.exec(
    (await photos.first().getByRole('img').getAttribute('src')) ?? '',
  )?.[1]
  expect(cover).toBeTruthy()
  await page.getByRole('button', { name: 'Save photos' }).click()
  await expect(page.getByText('The photos are saved.')).toBeVisible()

  await page.goto(`/admin/products/${productId}/stock`)
  const cell = page.getByRole('spinbutton', { name: /^M at / }).first()
  await cell.fill('5')
  await page.getByRole('button', { name: 'Save stock' }).click()
  await expect(page.getByText('Stock saved for 1 cell.')).toBeVisible()
  await page.goto(`/admin/products/${productId}`)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('The product is published: the shop shows it.')).toBeVisible()
  await expect(page.getByRole('link', { name: /^View on the shop/ })).toHaveAttribute(
    'href',
    `/product/${productId}`,
  )

  const shopper = await browser.newContext()
  const shop = await shopper.newPage()
  await shop.goto(`/products?search=${encodeURIComponent(name)}`)
  const card = shop.getByRole('link', { name }).first()
  await expect(card).toBeVisible()
  await expect(card.locator(`img[srcset*="/media/r/${cover}/"]`)).toBeAttached()
  await shop.goto(`/products?category_sub_id=${subId}&sort=NEWEST`)
  await expect(shop.getByRole('link', { name }).first()).toBeVisible()
  await shop.goto(`/product/${productId}`)
  await expect(shop.getByRole('heading', { name, level: 1 })).toBeVisible()
  const gallery = shop.locator(`img[srcset*="/media/r/${cover}/"]`).first()
  await expect(gallery).toBeVisible()
  const srcset = (await gallery.getAttribute('srcset')) ?? ''
  const rendition = /(\/media\/r\/[\w-]{12}\/\d+)\s/.exec(srcset)?.[1] ?? ''
  await expect
    .poll(
      async () =>
        (
          await shop.request.get(rendition, { headers: { accept: 'image/avif,image/webp,*/*' } })
        ).headers()['content-type'],
      { timeout: 30_000 },
    )
    .toMatch(/^image\/(avif|webp)$/)
  // Stocked, M can be bought; L has no stock anywhere and shows as such.
  await expect(shop.getByRole('button', { name: 'Size M', exact: true })).toBeEnabled()
  await shop.getByRole('button', { name: 'Size L, out of stock', exact: true }).click()
  await expect(
    shop.getByText('This size is out of stock, but you can always add this item to wishlist'),
  ).toBeVisible()
  await shopper.close()
})
