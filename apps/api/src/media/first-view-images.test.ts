import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { productListPayload, readProductListView } from '@store/contract/product-list-url'
import { toQueryString } from '@store/contract/request-key'
import { mediaImages } from '@store/db/schema'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { firstViewFirst } from './background-renditions'
import { firstViewImageKeys, imageKeysIn } from './first-view-images'

let store: TestApp
beforeAll(async () => {
  store = await createTestApp()
})
afterAll(() => store.close())

/** The keys a page's own request is answered with, asked for the way the page asks. */
async function keysOf(url: string) {
  const response = await store.app.inject({ method: 'GET', url })
  expect(response.statusCode).toBe(200)
  return imageKeysIn(response.json())
}

const source = (key: string) => ({ key, sourcePath: `${key}.svg`, vector: true })

describe('the images of the pages a visitor opens first', () => {
  test('are the home page’s first, then the first list page’s and its first product’s', async () => {
    const keys = await firstViewImageKeys(store.app)
    const home = [...new Set(await keysOf('/api/master/page/home'))]
    expect(home.length).toBeGreaterThan(0)
    expect(keys.slice(0, home.length)).toEqual(home)
    const listQuery = toQueryString(
      productListPayload(readProductListView(new URLSearchParams()), 1),
    )
    const list = await store.app.inject({ method: 'GET', url: `/api/products?${listQuery}` })
    const listKeys = imageKeysIn(list.json())
    expect(listKeys.length).toBeGreaterThan(0)
    expect(keys).toEqual(expect.arrayContaining(listKeys))
    const firstProduct = list.json<{ products: { id: number }[] }>().products[0]!
    expect(keys).toEqual(expect.arrayContaining(await keysOf(`/api/product?id=${firstProduct.id}`)))
  })

  test('are a part of the demo store’s images, not all of them', async () => {
    const keys = await firstViewImageKeys(store.app)
    const all = await store.db.select({ key: mediaImages.key }).from(mediaImages)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.length).toBeLessThan(all.length / 2)
  })

  test('come first in the background pass, in their order, and the rest keep theirs', () => {
    const sources = ['aaaa', 'bbbb', 'cccc', 'dddd', 'eeee'].map(source)
    expect(firstViewFirst(sources, ['dddd', 'zzzz', 'bbbb']).map((s) => s.key)).toEqual([
      'dddd',
      'bbbb',
      'aaaa',
      'cccc',
      'eeee',
    ])
  })
})
