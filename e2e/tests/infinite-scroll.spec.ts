import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import type { ProductListPage } from './fixtures'

type Gesture = (page: Page) => Promise<void>

const endKey: Gesture = (page) => page.keyboard.press('End')

const scrollToBottom: Gesture = (page) =>
  page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))

/**
 * A thumb's fast flick on a touch screen (a short swipe dispatched 8 ms apart,
 * which Chromium carries on with momentum), a hard spin of the mouse wheel
 * elsewhere.
 */
const fling: Gesture = async (page) => {
  const viewport = page.viewportSize() ?? { width: 412, height: 823 }
  const x = Math.round(viewport.width / 2)
  const y = Math.round(viewport.height * 0.9)
  if (!(await page.evaluate(() => navigator.maxTouchPoints > 0))) {
    await page.mouse.move(x, y)
    await page.mouse.wheel(0, 20_000)
    return
  }
  const cdp = await page.context().newCDPSession(page)
  let timestamp = Date.now() / 1000
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dy = 0) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y: y - dy }],
      timestamp: (timestamp += 0.008),
    })
  await touch('touchStart')
  for (let step = 1; step <= 6; step++) await touch('touchMove', step * 100)
  await touch('touchEnd')
  await cdp.detach()
}

/**
 * Repeats the gesture until the list says it is complete; each round must
 * bring more products. A gesture that lands before the page has settled may
 * be lost, so within a round the shopper repeats it, as anyone would.
 */
async function reachEnd(page: Page, productList: ProductListPage, gesture: Gesture) {
  const end = page.getByText('All products has been loaded')
  for (let round = 0; round < 60 && !(await end.isVisible()); round++) {
    const before = await productList.cards().count()
    await expect
      .poll(
        async () => {
          if ((await end.isVisible()) || (await productList.cards().count()) > before) return true
          await gesture(page)
          return false
        },
        { message: `more than ${before} products should load after scrolling to the end` },
      )
      .toBe(true)
  }
  await expect(end).toBeVisible()
}

const gestures: [string, Gesture][] = [
  ['presses the End key', endKey],
  ['jumps to the bottom of the page', scrollToBottom],
  ['flings the page', fling],
]

for (const [what, gesture] of gestures) {
  test(`a shopper who ${what} loads every product of the category exactly once`, async ({
    page,
    productList,
  }) => {
    await page.goto('/products?category_id=6')
    const found = await productList.foundCount()
    expect(found).toBeGreaterThan(16)
    await expect(productList.cards()).toHaveCount(8)

    await reachEnd(page, productList, gesture)

    const hrefs = await productList.cardHrefs()
    expect(new Set(hrefs).size).toBe(hrefs.length)
    expect(hrefs).toHaveLength(found)
  })
}
