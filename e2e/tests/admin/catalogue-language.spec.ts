import type { Page } from '@playwright/test'
import { expectAccessible } from '../accessibility'
import { expect, test } from '../fixtures'
import { createStaff, signInToBackOffice } from './staff'

/** What the screen shows, kept beside the journey's results for a person to look at. */
const keep = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })

/**
 * Longer Bahasa words must not push the page sideways nor overflow the box
 * they sit in: a heading, a label, a button or a table header whose text is
 * wider than itself is cut off or spills over its neighbour.
 */
async function expectNothingCutOff(page: Page) {
  const cut = await page.evaluate(() => {
    const root = document.documentElement
    const wide =
      root.scrollWidth > window.innerWidth + 1 ? ['the page is wider than the screen'] : []
    const boxes = Array.from(
      document.querySelectorAll<HTMLElement>(
        ':is(main, dialog) :is(h1, h2, h3, legend, label, button, a, th, option)',
      ),
    )
      .filter((box) => box.offsetParent !== null && getComputedStyle(box).display !== 'inline')
      .filter((box) => !box.closest('.sr-only') && box.scrollWidth > box.clientWidth + 1)
      .map((box) => `${box.tagName.toLowerCase()} "${box.innerText.trim().slice(0, 60)}"`)
    // A select's chosen option is drawn beside the browser's arrow, not as an element of its own.
    const pen = document.createElement('canvas').getContext('2d')
    const selects = Array.from(
      document.querySelectorAll<HTMLSelectElement>(':is(main, dialog) select'),
    )
      .filter((select) => select.offsetParent !== null)
      .filter((select) => {
        const style = getComputedStyle(select)
        if (!pen) return false
        pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const room =
          select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20
        return pen.measureText(select.selectedOptions[0]?.text ?? '').width > room
      })
      .map((select) => `select "${select.selectedOptions[0]?.text ?? ''}"`)
    return [...wide, ...boxes, ...selects]
  })
  expect(cut).toEqual([])
}

/** Bahasa throughout: the page's language, no serious axe finding, nothing cut off; kept as a PNG. */
async function checkScreen(page: Page, name: string, include?: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
  await expectAccessible(page, include)
  await expectNothingCutOff(page)
  await keep(page, name)
}

async function closeWithEscape(page: Page) {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
}

test('a staff member in Bahasa walks the catalogue screens: products, photos, categories, home content and import', async ({
  page,
  request,
}) => {
  // Fifteen screens and dialogs, each checked by axe, on a machine the suite shares.
  test.setTimeout(240_000)

  const owner = await createStaff(request, 'OWNER')
  await signInToBackOffice(page, owner, '/admin/account')
  await page.getByLabel(/back office's language/).selectOption('id')
  await page.getByRole('button', { name: /Save language/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Akun Saya' })).toBeVisible()

  await page.goto('/admin/products')
  await expect(page.getByRole('heading', { level: 1, name: 'Produk' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Produk baru' })).toBeVisible()
  await expect(page.getByLabel('Cari nama atau kode')).toBeVisible()
  await expect(page.getByLabel('Hanya yang diskon')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^\d[\d.]* produk$/ })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(/Rp \d/)
  await expect(page.getByRole('main')).not.toContainText('IDR')
  await checkScreen(page, 'products-id')

  await page.getByRole('link', { name: 'Produk baru' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Produk baru' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Harga dan diskon' })).toBeVisible()
  await expect(page.getByLabel('Harga normal (Rp)')).toBeVisible()
  await expect(page.getByLabel('Kode ukuran 1')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Buat produk' })).toBeVisible()
  await checkScreen(page, 'product-new-id')

  await page.goto('/admin/products')
  await page
    .locator('main a[href^="/admin/products/"]:not([href="/admin/products/new"])')
    .filter({ visible: true })
    .first()
    .click()
  await expect(page.getByRole('navigation', { name: 'Bagian produk' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Detail' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Simpan perubahan' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Produk Terkait' })).toBeVisible()
  await checkScreen(page, 'product-edit-id')
  await page.getByRole('button', { name: 'Duplikat' }).click()
  await expect(page.getByRole('dialog', { name: 'Duplikat produk ini' })).toBeVisible()
  await expect(page.getByLabel('Kode produk salinan')).toBeVisible()

  await checkScreen(page, 'product-duplicate-id', 'dialog')
  await closeWithEscape(page)

  await page.getByRole('link', { name: 'Foto', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Foto' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Panduan Ukuran' })).toBeVisible()
  await expect(page.getByText(/Foto pertama menjadi sampul\. \d+ dari 12\./)).toBeVisible()
  await checkScreen(page, 'product-photos-id')

  await page.goto('/admin/categories')
  await expect(page.getByRole('heading', { level: 1, name: 'Kategori' })).toBeVisible()
  await expect(page.getByText(/\d+ produk/).first()).toBeVisible()
  await checkScreen(page, 'categories-id')
  await page.getByRole('button', { name: 'Kategori baru' }).click()
  const category = page.getByRole('dialog', { name: 'Kategori baru' })
  await expect(category.getByRole('group', { name: 'Gambar sampul' })).toBeVisible()
  await expect(category.getByRole('group', { name: 'Teks sampul' })).toBeVisible()
  await expect(category.getByLabel('Atau masukkan alamat gambar sampul')).toBeVisible()
  await expect(category.getByRole('button', { name: 'Buat kategori' })).toBeVisible()
  await checkScreen(page, 'category-form-id', 'dialog')
  await closeWithEscape(page)
  await page
    .getByRole('button', { name: /^Tambah subkategori/ })
    .first()
    .click()
  const sub = page.getByRole('dialog', { name: 'Subkategori baru' })
  await expect(sub.getByText('Tampilkan sampulnya sendiri')).toBeVisible()
  await checkScreen(page, 'sub-category-form-id', 'dialog')
  await closeWithEscape(page)

  await page.goto('/admin/home-content')
  await expect(page.getByRole('heading', { level: 1, name: 'Konten beranda' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Bagian beranda' })).toBeVisible()
  await expect(
    page.getByText('Slide pertama adalah yang dilihat pembeli saat datang.'),
  ).toBeVisible()
  await checkScreen(page, 'home-slider-id')
  await page.getByRole('button', { name: 'Tambah slide' }).click()
  const slide = page.getByRole('dialog', { name: 'Tambah slide' })
  await expect(slide.getByLabel('Jenis slide')).toBeVisible()
  await expect(slide.getByRole('group', { name: 'Gambar desktop' })).toBeVisible()
  await expect(slide.getByRole('button', { name: 'Tambahkan slide' })).toBeVisible()
  await checkScreen(page, 'slide-form-id', 'dialog')
  await closeWithEscape(page)

  await page.getByRole('link', { name: 'Bagian', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Bagian 1' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Baris judul (maksimal 3)' }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Simpan bagian 1' })).toBeVisible()
  await checkScreen(page, 'home-sections-id')

  await page.getByRole('link', { name: 'Popup dan video' }).click()
  await expect(page.getByLabel('Video beranda')).toBeVisible()
  await checkScreen(page, 'home-popup-id')
  await page.getByRole('link', { name: 'Bar promo' }).click()
  await expect(page.getByText(/\d+ dari \d+ karakter\./)).toBeVisible()
  await checkScreen(page, 'home-promo-bar-id')
  await page.getByRole('link', { name: 'Galeri hashtag' }).click()
  await expect(page.getByRole('button', { name: 'Simpan judul dan deskripsi' })).toBeVisible()
  await checkScreen(page, 'home-hashtag-id')

  await page.goto('/admin/catalogue-csv')
  await expect(page.getByRole('heading', { level: 1, name: 'Impor dan ekspor' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Unduh katalog (CSV)' })).toBeVisible()
  await expect(page.getByRole('main').locator('code').first()).toHaveText('stock_<nama showroom>')
  await expect(page.getByRole('button', { name: 'Periksa file' })).toBeDisabled()
  await checkScreen(page, 'catalogue-csv-id')
})
