import { chromium } from 'playwright-core'
const base = 'http://127.0.0.1:3105'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
const pages = process.argv.slice(2)
for (const [w, h] of [[412, 823], [1366, 768]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h } })
  const page = await context.newPage()
  page.on('pageerror', (e) => console.log('pageerror', e.message))
  for (const spec of pages) {
    const [path, action] = spec.split('|')
    await page.goto(base + path)
    await page.waitForTimeout(800)
    if (action === 'signup') {
      await page.goto(base + '/sign-up')
      await page.getByLabel('Name').fill('Sari Wulandari')
      await page.getByLabel('Female').check()
      await page.getByLabel('Email').fill(`sari${Date.now()}@example.co.id`)
      await page.getByLabel('Password', { exact: false }).first().fill('kain-ara-2025')
      await page.getByLabel('Confirm Password').fill('kain-ara-2025')
      await page.getByRole('button', { name: 'Create Account' }).click()
      await page.waitForTimeout(1800)
      console.log('after signup at', page.url())
      continue
    }
    const name = `${path.replace(/\W+/g, '_') || 'home'}-${w}`
    await page.screenshot({ path: `/tmp/members-shots/${name}.png`, fullPage: action === 'full' })
    console.log('shot', name)
  }
  await context.close()
}
await browser.close()
