import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import type { Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { expectAccessible } from '../accessibility'
import { createStaff, signInToBackOffice } from './staff'

const DEFAULT_PROMO_BAR = 'GET OFFERS Up To 40% off'
const DEFAULT_PROMO_BAR_BAHASA = 'DAPATKAN PROMO Diskon hingga 40%'

/** A wide banner as a designer exports it: a PNG in two of the brand's colours. */
async function banner() {
  const half = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#2f4a3a' },
  })
    .png()
    .toBuffer()
  const buffer = await sharp({
    create: { width: 1600, height: 600, channels: 3, background: '#c9a46a' },
  })
    .composite([{ input: half, left: 0, top: 0 }])
    .png()
    .toBuffer()
  return { name: 'rain-edit.png', mimeType: 'image/png', buffer }
}

/** A shopper in a browser of their own (no back-office cookie), who has seen the popup already. */
async function shopperPage(browser: Browser, staffPage: Page) {
  const context = await browser.newContext({ baseURL: new URL(staffPage.url()).origin })
  const page = await context.newPage()
  await page.addInitScript(() => sessionStorage.setItem('kainara:interstitial-seen', '1'))
  return page
}

test('an owner changes the promo bar and adds a slide; a shopper sees both on the home @one-size', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // The promo bar is one for the whole shop: one project changes it, so the two never cross.
  test.skip(
    !testInfo.project.name.endsWith('desktop'),
    'The desktop project changes the promo bar.',
  )
  const owner = await createStaff(request, 'OWNER')
  const tag = randomBytes(3).toString('hex')
  const promo = `Rainy season: free pickup ${tag}`
  const promoBahasa = `Musim hujan: ambil gratis ${tag}`
  const title = `Rain Edit ${tag}`
  await signInToBackOffice(page, owner, '/admin/home-content?part=promo-bar')
  await expect(page.getByRole('heading', { name: 'Home content' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Promo bar text, English').fill(promo)
  await page.getByLabel('Promo bar text, Bahasa Indonesia').fill(promoBahasa)
  await page.getByRole('button', { name: 'Save the promo bar' }).click()
  await expect(page.getByText('The promo bar now reads the new text on every page.')).toBeVisible()

  await page.getByRole('link', { name: 'Slider' }).click()
  await page.getByRole('button', { name: 'Add a slide' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a slide' })
  await dialog.getByLabel('Title, English', { exact: true }).fill(title)
  // The desktop image goes through the image pipeline; the mobile one is a file already there.
  const desktopImage = dialog.getByRole('group', { name: 'Desktop image' })
  await desktopImage.getByLabel('Upload an image').setInputFiles(await banner())
  const address = desktopImage.getByLabel('Or enter the desktop image')
  await expect(address).toHaveValue(/^\/media\/r\/[\w-]{12}$/, { timeout: 30_000 })
  const uploaded = await address.inputValue()
  await expect(desktopImage.getByRole('img', { name: 'Preview: desktop image' })).toHaveAttribute(
    'src',
    `${uploaded}/320`,
  )
  await dialog.getByLabel('Mobile image').fill('/media/banners/slider-sale-mobile.svg')
  await dialog.getByLabel('Link (optional)').fill('javascript:alert(1)')
  await dialog.getByRole('button', { name: 'Add the slide' }).click()
  await expect(dialog.getByText(/The link must be a path of this shop/)).toBeVisible()
  await expectAccessible(page)
  await dialog.getByLabel('Link (optional)').fill('/products?category_id=8')
  await dialog.getByRole('button', { name: 'Add the slide' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible()
  await expectAccessible(page)

  const shop = await shopperPage(browser, page)
  await shop.goto('/')
  await expect(shop.getByRole('link', { name: promo })).toBeVisible()
  await shop.getByRole('button', { name: new RegExp(`^Show slide \\d+: ${title}$`) }).click()
  await expect(shop.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    '/products?category_id=8',
  )
  // A desktop screen draws the slide from the uploaded image's renditions.
  const slideImage = shop.getByRole('img', { name: title })
  await expect
    .poll(() => slideImage.evaluate((image: HTMLImageElement) => image.currentSrc))
    .toContain(`${uploaded}/`)
  // The server's first view carries the new text, not only the script's later fetch.
  expect(await (await shop.request.get('/products')).text()).toContain(promo)
  // The Bahasa shop carries the Bahasa text the owner wrote beside it.
  await shop.goto('/id')
  await expect(shop.getByRole('link', { name: promoBahasa })).toBeVisible()
  await shop.context().close()

  // Leave the shop as the other journeys expect it.
  page.on('dialog', (question) => void question.accept())
  await page.getByRole('button', { name: `Remove ${title}` }).click()
  await expect(page.getByText('The slide has been removed.')).toBeVisible()
  await page.getByRole('link', { name: 'Promo bar' }).click()
  await page.getByLabel('Promo bar text, English').fill(DEFAULT_PROMO_BAR)
  await page.getByLabel('Promo bar text, Bahasa Indonesia').fill(DEFAULT_PROMO_BAR_BAHASA)
  await page.getByRole('button', { name: 'Save the promo bar' }).click()
  // The first save's toast can still be up: the newest one is this save's.
  await expect(
    page.getByText('The promo bar now reads the new text on every page.').last(),
  ).toBeVisible()
})

test('a showroom’s new phone number shows on /stores @one-size', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Each project edits a showroom of its own.
  const id = testInfo.project.name.endsWith('phone') ? 11 : 12
  const listing = (await (
    await request.get('/api/master/showroom-region?store_listing=1')
  ).json()) as {
    data: { showroom_region_list: { showrooms: { id: number; showroom_name: string }[] }[] }
  }
  const showroom = listing.data.showroom_region_list
    .flatMap((region) => region.showrooms)
    .find((entry) => entry.id === id)
  if (!showroom) throw new Error(`showroom ${id} is seeded and active`)
  const staff = await createStaff(request, 'STAFF')
  await signInToBackOffice(page, staff, '/admin/showrooms')
  await expect(page.getByRole('heading', { name: 'Showrooms', level: 1 })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: `Edit ${showroom.showroom_name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit the showroom' })
  await expectAccessible(page)
  const phone = `0812-${id}0-${(randomBytes(2).readUInt16BE() % 9000) + 1000}`
  await dialog.getByLabel('Phone').fill(phone)
  await dialog.getByRole('button', { name: 'Save the showroom' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`${showroom.showroom_name} has been saved.`)).toBeVisible()

  const shop = await shopperPage(browser, page)
  await shop.goto('/stores')
  await expect(shop.getByText(phone)).toBeVisible()
  await shop.context().close()

  // The home content's screen at this width (the desktop one is checked above).
  await page.goto('/admin/home-content?part=sections')
  await expect(page.getByRole('heading', { name: 'Sections' })).toBeVisible()
  await expectAccessible(page)
})
