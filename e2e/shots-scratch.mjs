import { chromium } from 'playwright-core'
const base = process.argv[2]
const pages = process.argv.slice(3)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
for (const [name, viewport] of [['phone', { width: 412, height: 823 }], ['desktop', { width: 1366, height: 768 }]]) {
  for (const spec of pages) {
    const [label, path, wait] = spec.split('|')
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
    const page = await context.newPage()
    await page.goto(base + path, { waitUntil: 'commit' })
    await page.waitForTimeout(Number(wait ?? 1500))
    await page.screenshot({ path: `/work/scratch/shots/${label}-${name}.png` })
    await context.close()
  }
}
await browser.close()
