import type { Page } from '@playwright/test'
import { expectAccessible } from '../accessibility'
import { readyPickupOrder } from '../completed-order'
import { expect, test } from '../fixtures'
import { newShopper, signUp } from '../members'
import { ordersOf, tokenOf } from '../orders'
import { createStaff, signInToBackOffice } from './staff'

/** What the screen shows, kept beside the journey's results for a person to look at. */
const keep = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })

/** The screen in Bahasa, passing axe, kept for a person to look at. */
async function inBahasa(page: Page, heading: string | RegExp, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
  await expectAccessible(page)
  await keep(page, name)
}

test.describe.configure({ timeout: 240_000 })

test('an owner who reads Bahasa works the counter, customers, promotions, showrooms, staff and stock in Bahasa', async ({
  page,
  request,
}, info) => {
  // A paid pick-up waits at the counter.
  const shopper = newShopper()
  await signUp(page, shopper)
  const skip = info.project.name.endsWith('phone') ? 1 : 4
  const { pick } = await readyPickupOrder(page, request, skip)
  const [order] = await ordersOf(request, await tokenOf(page))
  if (!order) throw new Error('the order is not listed')

  const owner = await createStaff(request, 'OWNER')
  const admin = await page.context().newPage()
  await signInToBackOffice(admin, owner, '/admin/account')
  await admin.getByLabel(/back office's language/).selectOption('id')
  await admin.getByRole('button', { name: /Save language/ }).click()
  await inBahasa(admin, 'Akun Saya', 'account-id')

  // The counter: the code read, refused in Bahasa, then the order handed over.
  await admin.goto('/admin/counter')
  await inBahasa(admin, 'Kasir', 'counter-id')
  await expect(admin.getByText('Ambil atau pilih foto QR')).toBeVisible()
  const code = admin.getByRole('textbox', { name: 'Kode Pengambilan' })
  await code.fill('bukan kode')
  await admin.getByRole('button', { name: 'Cari pesanan' }).click()
  await expect(admin.getByRole('alert')).toContainText('Pindai QR di email pembeli')
  await code.fill('000001')
  await admin.getByRole('button', { name: 'Cari pesanan' }).click()
  await expect(admin.getByRole('alert')).toContainText('Tidak ada pengambilan dengan kode 000001.')
  await code.fill(`PESANAN #${order.trx_ref.slice(0, 8)} ${order.pickup_code ?? ''}`)
  await admin.getByRole('button', { name: 'Cari pesanan' }).click()
  const card = admin.getByRole('region', { name: `PESANAN #${order.trx_ref.slice(0, 8)}` })
  await expect(card).toContainText(`Ukuran ${pick.size} · Jml 1`)
  await expect(card).toContainText('1 barang')
  await expect(card).toContainText('Diambil oleh')
  await expectAccessible(admin)
  await keep(admin, 'counter-card-id')
  await admin.getByRole('button', { name: 'Serahkan ke Dewi Lestari' }).click()
  await expect(
    admin.getByText(`Pesanan ${order.trx_ref} sudah diserahkan ke Dewi Lestari.`),
  ).toBeVisible()
  await admin.getByRole('button', { name: 'Pelanggan berikutnya' }).click()
  await code.fill(order.pickup_code ?? '')
  await admin.getByRole('button', { name: 'Cari pesanan' }).click()
  await expect(admin.getByRole('alert')).toContainText(`Pesanan ${order.trx_ref} sudah diambil`)

  await admin.goto('/admin/customers')
  await inBahasa(admin, 'Pelanggan', 'customers-id')
  await expect(admin.getByRole('button', { name: 'Tamu' })).toBeVisible()
  await expect(admin.getByText('Pelanggan newsletter (CSV)')).toBeVisible()
  await admin.getByLabel('Cari nama, email, atau No. HP').fill(shopper.email)
  await admin.getByRole('button', { name: 'Cari', exact: true }).click()
  await expect(admin.getByText('1 member · halaman 1 dari 1')).toBeVisible()
  await admin.getByRole('link', { name: shopper.name }).locator('visible=true').click()
  await inBahasa(admin, shopper.name, 'member-id')
  await expect(admin.getByRole('heading', { name: 'Data pribadi' })).toBeVisible()
  await expect(admin.getByText('Member sejak')).toBeVisible()
  await admin.getByRole('button', { name: 'Hapus data…' }).click()
  const erase = admin.getByRole('dialog', { name: 'Hapus data member ini' })
  await expect(erase.getByRole('button', { name: 'Hapus permanen' })).toBeVisible()
  await expectAccessible(admin)
  await keep(admin, 'member-erase-id')
  await admin.keyboard.press('Escape')
  await expect(erase).toBeHidden()

  await admin.goto('/admin/promo-codes')
  await inBahasa(admin, 'Kode promo', 'promo-codes-id')
  await expect(admin.getByRole('link', { name: 'Kode promo baru' })).toBeVisible()
  await admin.getByRole('link', { name: 'Kode promo baru' }).click()
  await inBahasa(admin, 'Kode promo baru', 'promo-code-new-id')
  await expect(admin.getByLabel('Maks. potongan (Rp)')).toBeVisible()
  await expect(admin.getByText('Kosongkan: langsung berlaku.')).toBeVisible()

  await admin.goto('/admin/promo-bundles/new')
  await inBahasa(admin, 'Paket promo baru', 'promo-bundle-new-id')
  await expect(admin.getByLabel('Barang per set')).toBeVisible()
  await expect(admin.getByText('Menghitung 0 produk')).toBeVisible()
  await admin.goto('/admin/promo-bundles')
  await inBahasa(admin, 'Paket promo', 'promo-bundles-id')

  await admin.goto('/admin/showrooms')
  await inBahasa(admin, 'Showroom', 'showrooms-id')
  await expect(admin.getByText(/Showroom aktif tampil di \/stores/)).toBeVisible()
  await admin.getByRole('button', { name: 'Tambah wilayah' }).click()
  const region = admin.getByRole('dialog', { name: 'Tambah wilayah' })
  await expect(region.getByLabel('Nama wilayah')).toBeVisible()
  await expectAccessible(admin)
  await admin.keyboard.press('Escape')
  await expect(region).toBeHidden()

  await admin.goto('/admin/staff')
  await inBahasa(admin, 'Staf', 'staff-id')
  await expect(admin.getByRole('heading', { name: 'Undangan yang masih berlaku' })).toBeVisible()
  await admin.getByRole('button', { name: 'Undang seseorang' }).click()
  const invite = admin.getByRole('dialog', { name: 'Undang seseorang' })
  await expect(invite.getByRole('button', { name: 'Kirim undangan' })).toBeVisible()
  await expect(invite.getByText('Katalog, konten, dan pesanan.')).toBeVisible()
  await expectAccessible(admin)
  await keep(admin, 'staff-invite-id')
  await admin.keyboard.press('Escape')
  await expect(invite).toBeHidden()

  await admin.goto('/admin/stock')
  await inBahasa(admin, 'Stok', 'stock-id')
  await expect(admin.getByText(/^\d+ produk di .+, halaman 1 dari \d+\.$/)).toBeVisible()
  await admin
    .getByRole('link', { name: /Semua showroom/ })
    .first()
    .click()
  await inBahasa(admin, /^Stok: /, 'product-stock-id')
  await expect(admin.getByRole('group', { name: 'Ubah banyak sel' })).toBeVisible()
  await expect(admin.getByText('Belum ada perubahan.')).toBeVisible()
  await admin.getByRole('spinbutton').first().fill('7')
  await expect(admin.getByText('1 sel diubah.')).toBeVisible()
  await admin.getByRole('button', { name: 'Buang' }).click()
  await expect(admin.getByText('Belum ada perubahan.')).toBeVisible()
})
