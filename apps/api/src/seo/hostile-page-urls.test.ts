import { afterAll, beforeAll, expect, test } from 'vitest'
import { PAGE_ROUTES } from '@store/contract/pages'
import { HOSTILE_QUERY } from '../test/hostile-values'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { buildWebApp } from '../test/web-build'

let build: Awaited<ReturnType<typeof buildWebApp>>
let testApp: TestApp

beforeAll(async () => {
  build = await buildWebApp()
  testApp = await createTestApp({ WEB_DIST_DIR: build.dist })
}, 300_000)
afterAll(async () => {
  await testApp.close()
  await build.remove()
})

/** Every query parameter the product list reads from its address. */
const LIST_PARAMS = [
  'search',
  'sort',
  'category_id',
  'category_sub_id',
  'group_id',
  'sale',
  'sizes',
  'price_min',
  'price_max',
]

const render = (url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*;q=0.8' } })

/** Asks for the page as a browser would; answers its status once it is known to be a page. */
async function pageStatus(url: string) {
  const response = await render(url)
  expect(response.headers['content-type'], url.slice(0, 120)).toContain('text/html')
  return response.statusCode
}

// A test per parameter: each renders a page per hostile value, which a loaded machine takes a while to.
test.each(LIST_PARAMS)(
  'a product list answers every hostile value of %s with its page, never a server fault',
  async (param) => {
    for (const value of HOSTILE_QUERY) {
      const url = `/products?${param}=${value}`
      expect(await pageStatus(url), url.slice(0, 120)).toBe(200)
    }
  },
)

test('a NUL in a search is dropped and the rest is searched, as the page itself will ask', async () => {
  const response = await render('/products?search=lin%00en')
  expect(response.statusCode).toBe(200)
  expect(response.body).toContain('Search results for &quot;linen&quot;')
})

/** The pages whose address carries a value. */
const VALUE_PATTERNS = PAGE_ROUTES.map((page) => page.path).filter((path) => /[:*]/.test(path))

test('the pages whose address carries a value include the product, category and order pages', () => {
  expect(VALUE_PATTERNS).toEqual(
    expect.arrayContaining(['/product/:id/*', '/shop/:category', '/order/:ref']),
  )
})

test.each(VALUE_PATTERNS)(
  'the page %s answers every hostile value in its address with a page, never a server fault',
  async (pattern) => {
    for (const value of HOSTILE_QUERY) {
      const url = `${pattern.replace(/:[a-z]+/g, value).replace(/\*$/, value)}?token=${value}&trx_id=${value}`
      expect(await pageStatus(url), url.slice(0, 120)).toBeLessThan(500)
    }
  },
)

test('an address the router cannot read is a 400 page for a browser and a readable 400 for the API', async () => {
  const page = await render('/shop/%FF%FE')
  expect(page.statusCode).toBe(400)
  expect(page.body).toContain('The address has characters that cannot be read.')
  expect(page.body).toContain('href="/"')
  for (const url of ['/api/product%FF?id=1', '/api/%ED%A0%80']) {
    const call = await testApp.app.inject({ method: 'GET', url })
    expect(call.statusCode, url).toBe(400)
    expect(call.json(), url).toEqual({
      error: { message: 'The address has characters that cannot be read.' },
    })
  }
})
