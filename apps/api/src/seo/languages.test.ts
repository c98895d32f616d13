import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { buildWebApp } from '../test/web-build'

let build: Awaited<ReturnType<typeof buildWebApp>>
let testApp: TestApp

beforeAll(async () => {
  build = await buildWebApp()
  testApp = await createTestApp({ WEB_DIST_DIR: build.dist, PUBLIC_URL: 'https://kainara.example' })
}, 300_000)
afterAll(async () => {
  await testApp.close()
  await build.remove()
})

const visit = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers })
const rootText = (html: string) =>
  (/<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
const ID_BROWSER = { 'accept-language': 'id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7' }

describe('each language at its own address (docs/decisions/068)', () => {
  test('a Bahasa page is rendered in Bahasa: its lang, title, menus and list, with no English of the catalogue', async () => {
    const answer = await visit('/id/products')
    expect(answer.statusCode).toBe(200)
    const html = answer.body
    expect(html).toContain('<html lang="id"')
    expect(html).toMatch(/<title>Semua Produk \| KAINARA<\/title>/)
    const text = rootText(html)
    for (const word of ['Ditemukan', 'Semua Produk', 'Wanita', 'Cari', 'Urutkan'])
      expect(text).toContain(word)
    for (const word of ['Found ', 'All Products', 'Sort by', 'Open cart'])
      expect(text).not.toContain(word)
  })

  test('the English page reads as before, in English', async () => {
    const html = (await visit('/products')).body
    expect(html).toContain('<html lang="en"')
    expect(html).toMatch(/<title>All Products \| KAINARA<\/title>/)
    expect(rootText(html)).toContain('Found ')
    expect(rootText(html)).not.toContain('Ditemukan')
  })

  test('every page names its own address as canonical and both languages as alternates', async () => {
    const html = (await visit('/id/faq')).body
    expect(html).toContain('<link rel="canonical" href="https://kainara.example/id/faq">')
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://kainara.example/faq">',
    )
    expect(html).toContain(
      '<link rel="alternate" hreflang="id" href="https://kainara.example/id/faq">',
    )
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://kainara.example/faq">',
    )
    const english = (await visit('/faq')).body
    expect(english).toContain('<link rel="canonical" href="https://kainara.example/faq">')
  })

  test("a first visit whose browser prefers Indonesian goes to the Bahasa address, keeping the page's query", async () => {
    const answer = await visit('/products?sale=1', ID_BROWSER)
    expect(answer.statusCode).toBe(302)
    expect(answer.headers.location).toBe('/id/products?sale=1')
    expect(String(answer.headers.vary)).toMatch(/Accept-Language/)
    expect((await visit('/', ID_BROWSER)).headers.location).toBe('/id')
    expect((await visit('/products', { 'accept-language': 'en-US,en;q=0.9' })).statusCode).toBe(200)
  })

  test('a kept choice wins over the browser, and the address over both', async () => {
    expect((await visit('/products', { ...ID_BROWSER, cookie: 'lang=en' })).statusCode).toBe(200)
    const chosen = await visit('/cart', { 'accept-language': 'en', cookie: 'theme=x; lang=id' })
    expect(chosen.headers.location).toBe('/id/cart')
    expect(
      (await visit('/id/cart', { 'accept-language': 'en', cookie: 'lang=en' })).statusCode,
    ).toBe(200)
  })

  test('the switch keeps the choice and comes back to the same page, step and fragment in the other language', async () => {
    const toBahasa = await visit('/language/id?next=%2Fcheckout%2Forder-summary')
    expect(toBahasa.statusCode).toBe(303)
    expect(toBahasa.headers.location).toBe('/id/checkout/order-summary')
    expect(String(toBahasa.headers['set-cookie'])).toMatch(
      /^lang=id; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    )
    const toEnglish = await visit('/language/en?next=%2Fid%2Fproducts%3Fsale%3D1%23grid')
    expect(toEnglish.headers.location).toBe('/products?sale=1#grid')
    expect(String(toEnglish.headers['set-cookie'])).toContain('lang=en')
  })

  test('the switch never leaves the site, and names only our languages', async () => {
    for (const next of ['//evil.example/x', 'https://evil.example', '/\\evil.example', ''])
      expect((await visit(`/language/id?next=${encodeURIComponent(next)}`)).headers.location).toBe(
        '/id',
      )
    const unknown = await visit('/language/fr?next=%2F')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.headers['set-cookie']).toBeUndefined()
  })

  test('the privacy policy is Indonesian at its address in both languages, and its English reading says it is one', async () => {
    for (const path of ['/privacy-policy', '/id/privacy-policy']) {
      const html = (await visit(path)).body
      expect(html).toContain('<main id="main" lang="id"')
      expect(rootText(html)).toContain('Ketentuan Umum')
    }
    const english = (await visit('/privacy-policy')).body
    expect(english).toContain('href="/privacy-policy/english"')
    const reading = rootText((await visit('/privacy-policy/english')).body)
    expect(reading).toContain('General Provisions')
    expect(reading).toContain('the Indonesian text prevails')
  })

  test('the sitemap lists each page in both languages, each naming the other', async () => {
    const xml = (await visit('/sitemap.xml')).body
    expect(xml).toContain('<loc>https://kainara.example/id/products</loc>')
    expect(xml).toContain('<loc>https://kainara.example/products</loc>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="id" href="https://kainara.example/id/faq"/>',
    )
    expect(xml).toMatch(/<loc>https:\/\/kainara\.example\/id\/product\/\d+<\/loc>/)
  })

  test("the API answers a call's messages in the language it asks for, and says the answer varies by it", async () => {
    const ask = (language: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'accept-language': language, 'content-type': 'application/json' },
        payload: { email: '', password: '' },
      })
    const bahasa = await ask('id')
    expect(bahasa.statusCode).toBe(400)
    expect(bahasa.json()).toEqual({ error: { message: 'Masukkan alamat email Anda' } })
    expect(String(bahasa.headers.vary)).toContain('Accept-Language')
    expect((await ask('en')).json()).toEqual({
      error: { message: 'Please enter your email address' },
    })
  })
})
