import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { asc, eq } from 'drizzle-orm'
import { showrooms } from '@store/db/schema'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { reorderList } from './sort-order.repository'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

/** One region's showrooms, in their order, and that region's condition. */
async function regionList() {
  const [first] = await t.db.select().from(showrooms).orderBy(asc(showrooms.id)).limit(1)
  if (!first) throw new Error('no showroom')
  const where = eq(showrooms.showroomRegionId, first.showroomRegionId)
  const ids = async () =>
    (
      await t.db
        .select({ id: showrooms.id })
        .from(showrooms)
        .where(where)
        .orderBy(asc(showrooms.sortOrder), asc(showrooms.id))
    ).map((row) => row.id)
  return { where, ids }
}

describe('reordering a list by hand', () => {
  test('puts exactly the list’s rows in the given order', async () => {
    const { where, ids } = await regionList()
    const wanted = (await ids()).reverse()
    expect(wanted.length).toBeGreaterThan(1)
    expect(await t.db.transaction((tx) => reorderList(tx, showrooms, wanted, where))).toBe(true)
    expect(await ids()).toEqual(wanted)
  })

  test('refuses a row missing, one named twice or one of another list, changing nothing', async () => {
    const { where, ids } = await regionList()
    const held = await ids()
    const [first = 0, ...rest] = held
    for (const wanted of [rest, [first, first, ...rest.slice(1)], [...rest, 999_999]])
      expect(await t.db.transaction((tx) => reorderList(tx, showrooms, wanted, where))).toBe(false)
    expect(await ids()).toEqual(held)
  })
})
