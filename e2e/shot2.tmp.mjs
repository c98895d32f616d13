import { chromium } from 'playwright-core'
const base = 'http://127.0.0.1:3105'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
for (const [w, h] of [[412, 823], [1366, 768]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h } })
  const page = await context.newPage()
  page.on('pageerror', (e) => console.log('pageerror', e.message))
  const r = await page.request.post(base + '/api/auth/sign-up', { data: { name: 'Dewi Lestari', gender: 'FEMALE', email: `d${Date.now()}@example.co.id`, password: 'kain-ara-2025', password_conf: 'kain-ara-2025' } })
  const { access_token } = await r.json()
  await page.goto(base + '/faq')
  await page.evaluate((t) => localStorage.setItem('access_token', t), access_token)
  for (const path of process.argv.slice(2)) {
    if (path === 'ADD') {
      await page.getByRole('button', { name: 'Add New Address' }).click()
      await page.getByLabel('Address Label').fill('Home')
      await page.getByLabel('Recipient Name').fill('Dewi Lestari')
      await page.getByLabel('Recipient Phone').fill('0812 3456 7890')
      await page.getByLabel('Recipient Zipcode').fill('40151')
      await page.getByLabel('Address Street').fill('Jl. Dago No. 12')
      await page.getByRole('combobox', { name: 'Province' }).fill('jawa bar')
      await page.getByRole('option', { name: 'Jawa Barat' }).click()
      await page.getByRole('combobox', { name: 'City' }).fill('bandung')
      await page.waitForTimeout(400)
      await page.screenshot({ path: `/tmp/members-shots/address-form-${w}.png` })
      await page.getByRole('option', { name: 'Kota Bandung' }).click()
      await page.getByRole('combobox', { name: 'Subdistrict' }).fill('sukas')
      await page.getByRole('option', { name: 'Sukasari' }).click()
      await page.getByRole('button', { name: 'Save Address' }).click()
      await page.waitForTimeout(800)
      continue
    }
    await page.goto(base + path)
    await page.waitForTimeout(1000)
    const name = `${path.replace(/\W+/g, '_')}-${w}`
    await page.screenshot({ path: `/tmp/members-shots/${name}.png` })
    console.log('shot', name)
  }
  await page.screenshot({ path: `/tmp/members-shots/last-${w}.png` })
  await context.close()
}
await browser.close()
