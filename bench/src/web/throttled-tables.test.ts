import { expect, test } from 'vitest'
import type { ThrottledLoad, ThrottledPage } from './throttled-loads'
import { throttledVersusReference, throttledVersusTable } from './throttled-tables'

function load(overrides: Partial<ThrottledLoad> = {}): ThrottledLoad {
  return {
    tbtMs: 0,
    longestTaskMs: 60,
    tasksOver100AfterPaint: 0,
    fcpMs: 300,
    lcpMs: 400,
    hydratedMs: 500,
    ...overrides,
  }
}

function page(name: string, loads: ThrottledLoad[]): ThrottledPage {
  return { page: name, url: `http://127.0.0.1/${name}`, loads, error: null }
}

const reference = page('reference', [load({ tbtMs: 10 }), load({ tbtMs: 30 }), load({ tbtMs: 20 })])

test('a page within 50 ms of the reference with no task over 100 ms meets the aim', () => {
  const home = page('home', [load({ tbtMs: 70 }), load({ tbtMs: 40 }), load({ tbtMs: 60 })])
  const [row] = throttledVersusReference([home, reference])
  expect(row).toMatchObject({
    page: 'home',
    tbtMs: { page: 60, reference: 20, difference: 40, ratio: 3 },
    withinAim: true,
  })
})

test('a page 51 ms over the reference misses the aim', () => {
  const home = page('home', [load({ tbtMs: 71 })])
  expect(throttledVersusReference([home, reference])[0]?.withinAim).toBe(false)
})

test('a page whose loads mostly have a task over 100 ms after paint misses the aim, and says in how many', () => {
  const product = page('product', [
    load({ tbtMs: 20, tasksOver100AfterPaint: 1, longestTaskMs: 130 }),
    load({ tbtMs: 20, tasksOver100AfterPaint: 2, longestTaskMs: 150 }),
    load({ tbtMs: 20 }),
  ])
  const [row] = throttledVersusReference([product, reference])
  expect(row).toMatchObject({ loadsWithTaskOver100: 2, loads: 3, withinAim: false })
  expect(row?.longestTaskMs).toEqual({ page: 130, reference: 60, difference: 70, ratio: 2.17 })
  expect(throttledVersusTable(row ? [row] : [])).toMatch(/^product .* 2\/3 +OVER$/m)
})

test('without the reference page the aim is not judged', () => {
  const [row] = throttledVersusReference([page('home', [load({ tbtMs: 5 })])])
  expect(row?.withinAim).toBeNull()
  expect(row?.tbtMs.reference).toBeNull()
})
