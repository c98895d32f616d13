import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { addToCart, stockedBatik } from './cart-fixtures'

interface PageKind {
  kind: string
  path: string
  /** API calls the first view reads, which the page must already hold. */
  firstViewCalls: RegExp[]
}

const MENUS = /\/api\/categories/
const PAGE_KINDS: PageKind[] = [
  { kind: 'home', path: '/', firstViewCalls: [MENUS, /\/api\/master\/page\/home/] },
  {
    kind: 'product list',
    path: '/products?category_id=6',
    firstViewCalls: [MENUS, /\/api\/products\?/, /\/api\/category\?/],
  },
  { kind: 'product', path: '/product/:first', firstViewCalls: [MENUS, /\/api\/product\?/] },
  { kind: 'static page', path: '/faq', firstViewCalls: [MENUS] },
  { kind: 'not-found page', path: '/no-such-page', firstViewCalls: [MENUS] },
]

async function firstProductPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/products?page=1&limit=1')
  const { products } = (await response.json()) as { products: { id: number }[] }
  return `/product/${products[0]?.id}`
}

/** Console errors and warnings, and every API call, from the first byte on. */
function watch(page: Page) {
  const problems: string[] = []
  const calls: string[] = []
  page.on('console', (message) => {
    // The not-found document itself answers 404, as it should.
    if (message.text().includes('status of 404') && message.location().url === page.url()) return
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url())
  })
  return { problems, calls }
}

/** The rules of the rest of the stylesheet, once it has loaded as a file; 0 while it has not. */
function restStylesheetRules(page: Page): Promise<number> {
  return page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/styles/"]')
    return link?.sheet?.cssRules.length ?? 0
  })
}

for (const { kind, path, firstViewCalls } of PAGE_KINDS) {
  test(`the ${kind} hydrates without a console error or a second fetch of its first view`, async ({
    page,
  }) => {
    const url = path.includes(':first') ? await firstProductPath(page) : path
    const { problems, calls } = watch(page)
    await page.goto(url, { waitUntil: 'networkidle' })
    // The bag button only answers once React has hydrated the server's HTML.
    // The page inlines only its own rules; the rest of the stylesheet was in before the app
    // started, so what the app opens is styled.
    expect(await restStylesheetRules(page)).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Open cart' }).click()
    const drawer = page.getByRole('dialog', { name: 'Your Cart' })
    await expect(drawer).toBeVisible()
    expect(await drawer.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    expect(problems).toEqual([])
    expect(calls.filter((call) => firstViewCalls.some((pattern) => pattern.test(call)))).toEqual([])
  })
}

// What the server sends for /cart does not depend on the screen: desktop only.
test(
  "a shopper's own page renders its shell on the server, then fills in from this browser's cart",
  { tag: '@one-size' },
  async ({ page, request }) => {
    const [pick] = await stockedBatik(request, 1)
    if (!pick?.sizes[0]) throw new Error('no stocked batik in the demo catalogue')
    await addToCart(page, pick.id, pick.sizes[0])

    // The server cannot know this device's cart: its HTML is the shell, never 'empty'.
    const html = await (await page.request.get('/cart')).text()
    expect(html).toContain('Shopping Cart')
    expect(html).toContain('Loading your cart')
    expect(html).not.toContain('Your Cart is Empty')
    expect(html).not.toContain(pick.name)

    const { problems } = watch(page)
    await page.goto('/cart')
    await expect(
      page.getByRole('main').getByText(pick.name).filter({ visible: true }).first(),
    ).toBeVisible()
    expect(problems).toEqual([])
  },
)

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('a product page shows its name, price and first image', async ({ page }) => {
    await page.goto(await firstProductPath(page))
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
    await expect(
      page
        .locator('main')
        .getByText(/IDR [\d.]+/)
        .first(),
    ).toBeVisible()
    const cover = page.locator('main img[fetchpriority="high"]').first()
    await expect(cover).toBeVisible()
    expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    // Without the boot script, the page's noscript link brings the whole stylesheet.
    const whole = await page.evaluate(() => {
      const link = document.querySelector<HTMLLinkElement>(
        'link[rel="stylesheet"][href^="/assets/"]',
      )
      return link?.sheet?.cssRules.length ?? 0
    })
    expect(whole).toBeGreaterThan(0)
  })

  test('a list shows its count and its products, and home its first slide', async ({
    page,
    productList,
  }) => {
    await page.goto('/products?category_id=7')
    expect(await productList.foundCount()).toBeGreaterThan(8)
    await expect(productList.cards()).toHaveCount(8)
    await page.goto('/')
    await expect(page.locator('main picture img[fetchpriority="high"]')).toBeVisible()
  })
})

test('the first image keeps its place when the script arrives', async ({ browser }, testInfo) => {
  const boxes = []
  for (const javaScriptEnabled of [false, true]) {
    const { viewport } = testInfo.project.use
    const context = await browser.newContext({ javaScriptEnabled, viewport })
    const page = await context.newPage()
    await page.goto(await firstProductPath(page), { waitUntil: 'networkidle' })
    boxes.push(await page.locator('main img[fetchpriority="high"]').first().boundingBox())
    await context.close()
  }
  expect(boxes[1]).toEqual(boxes[0])
})

/** When the largest image was painted, and when the app's entry module was asked for. */
function paintAndEntryTimes(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ painted: number | null; entryAsked: number | null }>((resolve) => {
        const entry = performance
          .getEntriesByType('resource')
          .find((resource) => /\/assets\/index-[^/]+\.js$/.test(resource.name))
        new PerformanceObserver((list) => {
          const image = list
            .getEntries()
            .find(
              (paint) =>
                (paint as LargestContentfulPaint).element?.getAttribute('fetchpriority') === 'high',
            ) as LargestContentfulPaint | undefined
          resolve({
            painted: image ? image.renderTime || image.loadTime : null,
            entryAsked: entry?.startTime ?? null,
          })
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
}

for (const { kind, path } of PAGE_KINDS.slice(0, 3)) {
  test(`the ${kind}'s largest image is painted before the app's code is asked for`, async ({
    page,
  }) => {
    const url = path.includes(':first') ? await firstProductPath(page) : path
    // Images half a second slow, as on a phone's line: the first paint comes without them.
    await page.route('**/media/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500))
      await route.continue()
    })
    await page.goto(url)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const { painted, entryAsked } = await paintAndEntryTimes(page)
    expect(painted).not.toBeNull()
    expect(entryAsked).not.toBeNull()
    // Or, on a machine too busy to paint it within the boot script's 1 s cap, not before the cap.
    expect(entryAsked!).toBeGreaterThanOrEqual(Math.min(painted!, 1000))
  })
}

/** Waits until the page has Inter, the brand's text face, loaded. */
function interLoaded(page: Page) {
  return page.waitForFunction(() => {
    let loaded = false
    document.fonts.forEach((face) => {
      if (face.family.includes('Inter') && face.status === 'loaded') loaded = true
    })
    return loaded
  })
}

/** The families of the page's loaded font faces, by name. */
function loadedFaces(page: Page) {
  return page.evaluate(() => {
    const families: string[] = []
    document.fonts.forEach((face) => {
      if (face.status === 'loaded') families.push(face.family.replace(/^["']|["']$/g, ''))
    })
    return families.sort()
  })
}

/** Whether the font faces' stylesheet is linked ahead of the boot script (so before it ran). */
function fontsLinkedBeforeBoot(page: Page) {
  return page.evaluate(() => {
    const fonts = document.querySelector('link[rel="stylesheet"][href$="/fonts.css"]')
    const boot = document.querySelector('script[src^="/boot.js"]')
    if (!fonts || !boot) return null
    return (fonts.compareDocumentPosition(boot) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
  })
}

test("on a first visit the brand's fonts are asked for once the largest image has painted; on a return they come with the page", async ({
  page,
}) => {
  await page.route('**/media/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    await route.continue()
  })
  await page.goto('/')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const { painted } = await paintAndEntryTimes(page)
  expect(painted).not.toBeNull()
  await interLoaded(page)
  const fontsAsked = await page.evaluate(() =>
    Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((resource) => /\.woff2?$/.test(resource.name))
        .map((resource) => resource.startTime),
    ),
  )
  // The boot script brings them once the app's entry has run, after the paint (or its 1 s cap).
  expect(fontsAsked).toBeGreaterThanOrEqual(Math.min(painted!, 1000))
  // It added the faces to the page itself, both at once: no stylesheet is linked for them.
  expect(await page.locator('link[href$="/fonts.css"]').count()).toBe(0)
  expect(await loadedFaces(page)).toEqual(['Inter Variable', 'Playfair Display'])

  // Back another day: the page links the fonts from the top of its head, before anything paints.
  await page.goto('/products')
  expect(await fontsLinkedBeforeBoot(page)).toBe(true)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  expect(await page.locator('link[href$="/fonts.css"]').count()).toBe(1)
  await interLoaded(page)
})
