import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const RENDITION = /^\/media\/r\/([A-Za-z0-9_-]{12})\/(320|640|960|1440)$/

/** Every answer the page had under /media, with its status and type. */
function watchMedia(page: Page) {
  const seen: { path: string; status: number; type: string }[] = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (path.startsWith('/media/'))
      seen.push({ path, status: response.status(), type: response.headers()['content-type'] ?? '' })
  })
  return seen
}

async function shownImage(page: Page, selector: string) {
  const image = page.locator(selector).first()
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  return image.evaluate((img: HTMLImageElement) => ({
    currentSrc: new URL(img.currentSrc).pathname,
    sizes: img.sizes,
    srcset: img.srcset,
    background: img.style.backgroundImage,
  }))
}

/** A demo image is drawn in the background once asked for; the first view meanwhile shows its source. */
async function untilDrawn(page: Page, key: string) {
  await expect
    .poll(
      async () => (await page.request.get(`/media/r/${key}/1440.webp`)).headers()['cache-control'],
      {
        timeout: 100_000,
        intervals: [500],
      },
    )
    .toBe('public, max-age=31536000, immutable')
}

test.describe('pictures, not documents', () => {
  test.setTimeout(150_000)

  test('a product list shows each product as a rendition chosen by width, over a blurred preview', async ({
    page,
  }) => {
    await page.goto('/products')
    const card = await shownImage(page, 'main a[href^="/product/"] img')
    const [, key] = RENDITION.exec(card.currentSrc) ?? []
    expect(key).toBeDefined()
    expect(card.srcset.split(',')).toHaveLength(4)
    expect(card.sizes).toContain('48vw')
    expect(card.background).toMatch(/^url\("data:image\/webp;base64,/)

    await untilDrawn(page, key!)
    const media = watchMedia(page)
    await page.reload()
    const again = await shownImage(page, 'main a[href^="/product/"] img')
    const answer = media.find((response) => response.path === again.currentSrc)
    expect(answer).toMatchObject({ status: 200, type: 'image/avif' })
  })

  test("a product page's picture is the AVIF rendition its width calls for, never the drawing", async ({
    page,
  }) => {
    const response = await page.request.get('/api/products?page=1&limit=1')
    const { products } = (await response.json()) as { products: { id: number }[] }
    const gallery = 'main button[aria-label^="Zoom image 1"] img'
    await page.goto(`/product/${products[0]?.id}`)
    const [, key] = RENDITION.exec((await shownImage(page, gallery)).currentSrc) ?? []
    await untilDrawn(page, key!)

    const media = watchMedia(page)
    await page.reload()
    const shown = await shownImage(page, gallery)
    expect(shown.currentSrc).toMatch(RENDITION)
    const ofThisImage = media.filter((answer) => answer.path.includes(key!))
    expect(ofThisImage.length).toBeGreaterThan(0)
    for (const answer of ofThisImage)
      expect(answer).toMatchObject({ status: 200, type: 'image/avif' })
  })
})
