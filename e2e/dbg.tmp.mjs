import { chromium } from 'playwright-core'
const base = 'http://127.0.0.1:3105'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const context = await browser.newContext({ viewport: { width: 1366, height: 768 } })
const page = await context.newPage()
const r = await page.request.post(base + '/api/auth/sign-up', { data: { name: 'Dewi', gender: 'FEMALE', email: `d${Date.now()}@example.co.id`, password: 'kain-ara-2025', password_conf: 'kain-ara-2025' } })
const { access_token } = await r.json()
await page.goto(base + '/sign-in')
await page.evaluate((t) => localStorage.setItem('access_token', t), access_token)
await page.goto(base + '/account')
for (const t of [100, 400, 1000, 2000]) { await page.waitForTimeout(t); console.log(page.url(), await page.evaluate(() => [window.scrollY, document.activeElement?.outerHTML.slice(0, 80)])) }
await browser.close()
