import { IMAGE_SIZES, renditionSrcSet } from '@store/contract/media'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Database } from '@store/db/client'
import { buildApp } from '../app'
import { readEnv } from '../env'
import { BOOT_SCRIPT } from './page-scripts'
import { openTestDatabase } from '../test/test-app'
import { queryRows } from '../test/sql'

const TEMPLATE = `<!doctype html><html><head><title>KAINARA</title><!--app-head--><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/app-1.js"><link rel="modulepreload" crossorigin href="/assets/react-1.js"><link rel="stylesheet" crossorigin href="/assets/app-1.css"></head><body><div id="root"></div></body></html>`
const STYLES = 'body{margin:0;font-family:Inter Variable,sans-serif}'
const SCRIPT = 'console.log("kainara");'.repeat(200)
const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_app.js', '_react.js'],
    dynamicImports: ['client.js'],
  },
  '_app.js': { file: 'assets/app-1.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'client.js': { file: 'assets/client-1.js', imports: ['_react.js'] },
  'src/app/routes/product.tsx': {
    file: 'assets/product-1.js',
    imports: ['_react.js', '_card.js'],
    css: ['assets/product-1.css'],
  },
  '_card.js': { file: 'assets/card-1.js' },
}
let database: Database
let app: Awaited<ReturnType<typeof buildApp>>

beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'kainara-dist-'))
  await writeFile(join(dist, 'index.html'), TEMPLATE)
  await mkdir(join(dist, 'assets'))
  await writeFile(join(dist, 'assets', 'app-1.js'), SCRIPT)
  await writeFile(join(dist, 'assets', 'app-1.css'), STYLES)
  await writeFile(join(dist, 'assets', 'app-1.js.br'), brotliCompressSync(SCRIPT))
  await writeFile(join(dist, 'assets', 'app-1.js.gz'), gzipSync(SCRIPT))
  await mkdir(join(dist, '.vite'))
  await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  database = await openTestDatabase()
  app = await buildApp({
    db: database.db,
    env: readEnv({
      WEB_DIST_DIR: dist,
      DATA_DIR: dist,
      PUBLIC_URL: 'https://kainara.example',
      PAYMENT_SANDBOX: 'on',
    }),
  })
})
afterAll(async () => {
  await app.close()
  await database.close()
})

const page = (url: string) => app.inject({ method: 'GET', url })

describe('pages as crawlers and shared links see them', () => {
  test('a product page carries its title, description, Open Graph tags, JSON-LD Product and its data', async () => {
    const [row] = await queryRows<{ id: number; product_name: string }>(
      database.db,
      sql`select id, product_name from products order by id limit 1`,
    )
    const response = await page(`/product/${row?.id}`)
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain(`<title>${row?.product_name} | KAINARA</title>`)
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/)
    expect(html).toContain('<meta property="og:type" content="product">')
    expect(html).toContain(
      `<meta property="og:url" content="https://kainara.example/product/${row?.id}">`,
    )
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/kainara\.example\/media\/r\/[\w-]{12}">/,
    )
    const jsonLd = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)?.[1] ?? '{}'
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Product',
      name: row?.product_name,
      offers: { priceCurrency: 'IDR' },
    })
    expect(html).toContain('<script id="initial-data" type="application/json">')
  })

  test('a product page asks at once for its cover image, and for its route code with the entry once it has painted', async () => {
    const [row] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from products order by id limit 1`,
    )
    const html = (await page(`/product/${row?.id}`)).body
    // The preload names the same renditions and sizes as the gallery's image, so it is that image.
    const key = /<link rel="preload" as="image" href="\/media\/r\/([\w-]{12})\/640"/.exec(html)?.[1]
    expect(key).toBeDefined()
    expect(html).toContain(
      `<link rel="preload" as="image" href="/media/r/${key}/640" imagesrcset="${renditionSrcSet(key!)}" imagesizes="${IMAGE_SIZES.gallery}" fetchpriority="high">`,
    )
    // The app's code is asked for once the page has painted: the entry's imports (the one it
    // makes as it starts included), then the route's, each after the files it imports.
    const boot =
      /<script defer src="(\/boot\.js\?v=\w+)" data-entry="([^"]+)" data-preload="([^"]+)" data-styles="([^"]*)"><\/script>/.exec(
        html,
      )
    expect(boot?.[2]).toBe('/assets/index-1.js')
    expect(boot?.[3]?.split(' ')).toEqual([
      '/assets/react-1.js',
      '/assets/app-1.js',
      '/assets/client-1.js',
      '/assets/card-1.js',
      '/assets/product-1.js',
    ])
    // Not rendered here (this build has no server renderer), the page carries the whole
    // stylesheet and nothing is brought after it; a rendered page's rest is server-render's.
    expect(boot?.[4]).toBe('')
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('modulepreload')
    const script = await page(boot?.[1] ?? '/boot.js')
    expect(script.headers['content-type']).toMatch(/javascript/)
    expect(script.headers['cache-control']).toContain('immutable')
    expect(html).toContain('<link rel="stylesheet" href="/assets/product-1.css">')
  })

  test('the stylesheet comes inside the page, so it paints without another round trip, and the data after the page', async () => {
    const html = (await page('/products')).body
    expect(html).toContain(`<style data-href="/assets/app-1.css">${STYLES}</style>`)
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">')
    expect(html.indexOf('<script id="initial-data"')).toBeGreaterThan(
      html.indexOf('<div id="root">'),
    )
    expect(html.indexOf('<script id="initial-data"')).toBeLessThan(html.indexOf('</body>'))
  })

  test('a product URL with more after the id shows that product, indexed under its own URL', async () => {
    const [row] = await queryRows<{ id: number; product_name: string }>(
      database.db,
      sql`select id, product_name from products order by id limit 1`,
    )
    const response = await page(`/product/${row?.id}/details`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(`<title>${row?.product_name} | KAINARA</title>`)
    expect(response.body).toContain(
      `<link rel="canonical" href="https://kainara.example/product/${row?.id}">`,
    )
  })

  test('every page carries the categories for its menus, its promo bar, and a list page its category', async () => {
    const html = (await page('/products?category_sub_id=603')).body
    const data = JSON.parse(
      /<script id="initial-data" type="application\/json">(.+?)<\/script>/.exec(html)?.[1] ?? '{}',
    ) as Record<string, unknown>
    expect(Object.keys(data).sort()).toEqual([
      'categories',
      'category-sub?id=603',
      'master/site-header',
      'products?category_sub_id=603&facets=1&limit=8&page=1&sort=PRICE_DESC',
    ])
    expect((await page('/faq')).body).toContain('"categories":{"categories":[')
  })

  test('built scripts are sent as the brotli copy made at build time, cached for a year', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['cache-control']).toContain('immutable')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT)
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.body).toBe(SCRIPT)
  })

  test("a script or stylesheet comes without a document's headers; a page keeps them", async () => {
    const documentOnly = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-frame-options',
    ]
    const boot = /<script defer src="([^"]+)"/.exec((await page('/')).body)?.[1]
    for (const url of ['/assets/app-1.js', '/assets/app-1.css', boot ?? '/boot.js']) {
      const response = await page(url)
      expect(response.statusCode, url).toBe(200)
      for (const name of documentOnly)
        expect(response.headers[name], `${url} ${name}`).toBeUndefined()
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
      expect(response.headers['referrer-policy']).toBe('no-referrer')
    }
    const home = await page('/')
    for (const name of documentOnly) expect(home.headers[name], name).toBeDefined()
  })

  test('the boot script is sent as brotli made once, or plain', async () => {
    const boot = /<script defer src="([^"]+)"/.exec((await page('/')).body)?.[1] ?? '/boot.js'
    const brotli = await app.inject({ url: boot, headers: { 'accept-encoding': 'gzip, br' } })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BOOT_SCRIPT)
    const plain = await app.inject({ url: boot, headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(BOOT_SCRIPT)
  })

  test('an unknown page is a 404 for crawlers too', async () => {
    const response = await page('/no-such-page')
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('noindex')
  })

  test('an unknown product answers 404 with a not-found title', async () => {
    const response = await page('/product/999999')
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('<title>Product Not Found | KAINARA</title>')
    expect(response.body).toContain('noindex')
  })

  test('a list page is titled as its heading reads: by its category and sub-category, and its sale', async () => {
    expect((await page('/products?category_id=6')).body).toContain('<title>Men | KAINARA</title>')
    expect((await page('/products?category_sub_id=603')).body).toContain(
      '<title>Men Batik | KAINARA</title>',
    )
    expect((await page('/products?category_id=6&sale=1')).body).toContain(
      '<title>Sale: Men | KAINARA</title>',
    )
    expect((await page('/products?sale=1')).body).toContain('<title>Sale | KAINARA</title>')
  })

  test('HTML in a search term is escaped, never rendered', async () => {
    const response = await page('/products?search=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('<script>alert(1)</script>')
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  test('sitemap.xml lists the pages and every product; robots.txt points to it', async () => {
    const sitemap = await page('/sitemap.xml')
    expect(sitemap.headers['content-type']).toContain('application/xml')
    const [count] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products where is_active`,
    )
    expect(
      sitemap.body.match(/<loc>https:\/\/kainara\.example\/product\/\d+<\/loc>/g),
    ).toHaveLength(Number(count?.n))
    expect(sitemap.body).toContain(
      '<loc>https://kainara.example/products?category_sub_id=603</loc>',
    )
    const robots = await page('/robots.txt')
    expect(robots.body).toContain('Sitemap: https://kainara.example/sitemap.xml')
    expect(robots.body).toContain('Disallow: /api/')
  })
})
