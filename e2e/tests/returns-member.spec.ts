import { expect, test } from '@playwright/test'
import { completedPickupOrder } from './completed-order'
import { expectBahasaPage } from './bahasa'
import { expectAccessible, newShopper, signUp } from './members'
import { newestOrder, openReturnForm } from './returns-form'

test('a member asks from My Orders to exchange a collected item for another size, once for a double click, and sees the reference and where to send it', async ({
  page,
  request,
}, testInfo) => {
  // The third product of the list has other sizes in stock at its showroom in the seeded catalogue.
  const { bought, dialog, form } = await openReturnForm(page, request, 2)
  const size = form.getByLabel(`New size for ${bought.name}`)
  await expect(size.locator('option')).not.toHaveCount(1)
  await size.selectOption({ index: 1 })
  await expect(
    form.getByText('The new size is held for you as soon as you send this request.'),
  ).toBeVisible()
  await expectAccessible(page)
  await form.screenshot({ path: testInfo.outputPath('return-form.png') })

  const sent: string[] = []
  page.on('request', (call) => {
    if (call.method() === 'POST' && call.url().includes('/api/user/returns')) sent.push(call.url())
  })
  await form.getByRole('button', { name: 'Send request' }).dblclick()
  const done = dialog.getByRole('status').filter({ hasText: 'Your request is sent' })
  await expect(done).toBeVisible()
  await expect(done).toContainText(/RT-[A-Z2-9]{8}/)
  await expect(done).toContainText(
    /Write RT-[A-Z2-9]{8} on the parcel and send it by SiCepat to .+, .+\./,
  )
  expect(sent).toHaveLength(1)
  await expectAccessible(page)
  await done.screenshot({ path: testInfo.outputPath('return-sent.png') })

  // The order follows the return after a reload: one request, requested.
  await page.reload()
  const returns = page.getByRole('dialog').getByRole('list', { name: 'Returns of this order' })
  await expect(returns.getByRole('listitem').filter({ hasText: /^RT-/ })).toHaveCount(1)
  await expect(returns).toContainText('Requested')
  await page.screenshot({ path: testInfo.outputPath('order-with-return.png') })
})

test('in Bahasa the form, its sent state and the order speak Bahasa, with no word cut off', async ({
  page,
  request,
}, testInfo) => {
  await signUp(page, newShopper())
  await completedPickupOrder(page, request, testInfo.project.name === 'phone' ? 5 : 6)
  const order = await newestOrder(page, request)
  await page.goto(`/id/account/orders?order=${order.id}`)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Ajukan Pengembalian atau Tukar Ukuran' }).click()
  const form = dialog.getByRole('form', { name: 'Pengembalian atau Tukar Ukuran' })
  await form.getByRole('button', { name: 'Tambah satu' }).click()
  await form.getByLabel('Alasan').selectOption('not_as_pictured')
  await form.getByRole('radio', { name: 'Diantar ke kasir showroom' }).check()
  await form.getByLabel('Showroom', { exact: true }).selectOption({ index: 1 })
  await form.getByRole('radio', { name: 'Pengembalian dana' }).check()
  await form.getByLabel('Nama bank').fill('Bank Mandiri')
  await form.getByLabel('Nomor rekening').fill('1370012345678')
  await form.getByLabel('Nama pemilik rekening').fill('Sari Wulandari')
  await expectBahasaPage(page)
  await form.screenshot({ path: testInfo.outputPath('return-form-id.png') })
  await form.getByRole('button', { name: 'Kirim permintaan' }).click()
  const done = dialog.getByRole('status').filter({ hasText: 'Permintaan Anda terkirim' })
  await expect(done).toContainText(/Bawa produk, belum dipakai .* beserta nomor RT-[A-Z2-9]{8} ke /)
  await expectBahasaPage(page)
  await done.screenshot({ path: testInfo.outputPath('return-sent-id.png') })
  await page.reload()
  const returns = page.getByRole('dialog').getByRole('list', { name: 'Pengembalian pesanan ini' })
  await expect(returns).toContainText('Diajukan')
  await returns.screenshot({ path: testInfo.outputPath('order-with-return-id.png') })
})
