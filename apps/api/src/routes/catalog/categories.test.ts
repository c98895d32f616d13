import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Category, CategorySub } from '@store/contract/catalog'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { getJson } from '../../test/inject'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

describe('categories', () => {
  test('MEN is 6, WOMEN 7 and ACCESSORIES 8, each with 4 to 7 sub-categories', async () => {
    const { status, body } = await getJson<{ categories: Category[] }>(t.app, 'categories')
    expect(status).toBe(200)
    expect(body.categories.map((category) => [category.id, category.name])).toEqual([
      [6, 'MEN'],
      [7, 'WOMEN'],
      [8, 'ACCESSORIES'],
    ])
    for (const category of body.categories) {
      expect(category.category_subs.length).toBeGreaterThanOrEqual(4)
      expect(category.category_subs.length).toBeLessThanOrEqual(7)
    }
  })

  test('GET category gives the cover image and text', async () => {
    const { body } = await getJson<{ category: Category }>(t.app, 'category', { id: 7 })
    expect(body.category.name).toBe('WOMEN')
    expect(body.category.cover_image_url).toMatch(/^\/media\//)
    expect(body.category.cover_text.length).toBeGreaterThan(10)
  })

  test('sub-categories use show_cover both ways and carry their parent', async () => {
    const own = await getJson<{ category_sub: CategorySub }>(t.app, 'category-sub', { id: 603 })
    const parent = await getJson<{ category_sub: CategorySub }>(t.app, 'category-sub', { id: 601 })
    expect(own.body.category_sub.show_cover).toBe(1)
    expect(parent.body.category_sub.show_cover).toBe(0)
    expect(parent.body.category_sub.category).toMatchObject({ id: 6, name: 'MEN' })
  })

  test('unknown and malformed ids answer 404 and 400', async () => {
    expect((await getJson(t.app, 'category', { id: 99 })).status).toBe(404)
    expect((await getJson(t.app, 'category-sub', { id: 99 })).status).toBe(404)
    expect((await getJson(t.app, 'category', { id: 'men' })).status).toBe(400)
    expect((await getJson(t.app, 'category-sub', {})).status).toBe(400)
  })
})
