import { describe, expect, test } from 'vitest'
import {
  COLOURS,
  GARMENT_KINDS,
  GARMENT_VIEWS,
  bannerSvg,
  garmentSvg,
  hashtagPhotoSvg,
  popupSvg,
  sizeChartSvg,
} from './index'
import type { BannerTheme } from './index'

const KB = 1024
const navy = COLOURS.find((c) => c.name === 'Navy') ?? COLOURS[0]
const sand = COLOURS.find((c) => c.name === 'Sand') ?? COLOURS[1]

/** Well-formed enough for a browser: one root, balanced tags, a viewBox. */
function expectWellFormedSvg(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="')).toBe(true)
  expect(svg.endsWith('</svg>')).toBe(true)
  const stack: string[] = []
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue
    if (closing) expect(stack.pop()).toBe(name)
    else stack.push(name ?? '')
  }
  expect(stack).toEqual([])
  expect(svg).not.toMatch(/NaN|undefined|Infinity/)
}

function expectIdsResolve(svg: string): void {
  const ids = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]))
  for (const [, ref] of svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)) expect(ids.has(ref)).toBe(true)
}

describe('garment product photos', () => {
  test.each(GARMENT_KINDS.flatMap((kind) => GARMENT_VIEWS.map((view) => [kind, view] as const)))(
    'a %s renders its %s view as a small, well-formed 4:5 SVG',
    (kind, view) => {
      const svg = garmentSvg({ kind, view, colour: navy, seed: 3 })
      expectWellFormedSvg(svg)
      expectIdsResolve(svg)
      expect(svg).toContain('width="800" height="1000"')
      expect(svg.length).toBeLessThan(16 * KB)
    },
  )

  test('the same input always gives the same picture', () => {
    const input = { kind: 'batik-shirt', view: 'styled', colour: sand, seed: 42 } as const
    expect(garmentSvg(input)).toBe(garmentSvg({ ...input }))
  })

  test('a different colour gives a different picture', () => {
    const input = { kind: 'hoodie', view: 'front', seed: 7 } as const
    expect(garmentSvg({ ...input, colour: navy })).not.toBe(garmentSvg({ ...input, colour: sand }))
  })

  test('the four views of one product are four different pictures', () => {
    const views = GARMENT_VIEWS.map((view) =>
      garmentSvg({ kind: 'shirt', view, colour: sand, seed: 1 }),
    )
    expect(new Set(views).size).toBe(4)
  })

  test('the detail view zooms into the garment', () => {
    const svg = garmentSvg({ kind: 'jeans', view: 'detail', colour: navy, seed: 1 })
    expect(svg).not.toContain('viewBox="0 0 800 1000"')
  })

  test('the palette has distinct, valid hex colours', () => {
    expect(COLOURS.length).toBeGreaterThanOrEqual(12)
    for (const c of COLOURS) expect(c.hex).toMatch(/^#[0-9A-F]{6}$/i)
    expect(new Set(COLOURS.map((c) => c.hex)).size).toBe(COLOURS.length)
  })
})

describe('banners', () => {
  const themes: BannerTheme[] = [
    'men',
    'women',
    'accessories',
    'kids',
    'sale',
    'new-in',
    'hashtag',
    'store',
  ]

  test.each(themes)('a %s slider renders for desktop and mobile', (theme) => {
    for (const [width, height] of [
      [1920, 800],
      [800, 1000],
    ] as const) {
      const svg = bannerSvg({
        width,
        height,
        theme,
        headline: 'New Season',
        kicker: 'Just in',
        seed: 5,
      })
      expectWellFormedSvg(svg)
      expectIdsResolve(svg)
      expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`)
      expect(svg.length).toBeLessThan(100 * KB)
    }
  })

  test('headline and kicker are drawn as paths, with no <text> to depend on fonts', () => {
    const svg = bannerSvg({
      width: 1920,
      height: 800,
      theme: 'sale',
      headline: 'Up to 40% Off',
      kicker: 'Sale',
      seed: 1,
    })
    expect(svg).not.toMatch(/<text[\s>]/)
    expect(svg.length).toBeGreaterThan(
      bannerSvg({ width: 1920, height: 800, theme: 'sale', seed: 1 }).length,
    )
  })

  test('a very long headline still fits inside the canvas', () => {
    const headline =
      'An Extraordinarily Long Headline About Handwoven Linen Shirts For Every Season'
    const svg = bannerSvg({ width: 800, height: 1000, theme: 'women', headline, seed: 2 })
    for (const [, x, y, scale] of svg.matchAll(
      /translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.]+)\)" fill/g,
    )) {
      expect(Number(x)).toBeGreaterThanOrEqual(0)
      expect(Number(y)).toBeLessThanOrEqual(1000)
      expect(Number(scale)).toBeGreaterThan(0)
    }
  })

  test('the same banner input is deterministic', () => {
    const input = { width: 1920, height: 800, theme: 'store', seed: 9 } as const
    expect(bannerSvg(input)).toBe(bannerSvg({ ...input }))
  })
})

describe('hashtag photos, size chart and popup', () => {
  test('hashtag photos are square, deterministic and vary with the seed', () => {
    const shots = [1, 2, 3, 4].map(hashtagPhotoSvg)
    for (const svg of shots) {
      expectWellFormedSvg(svg)
      expect(svg).toContain('viewBox="0 0 1000 1000"')
      expect(svg.length).toBeLessThan(40 * KB)
    }
    expect(hashtagPhotoSvg(2)).toBe(shots[1])
    expect(new Set(shots).size).toBe(4)
  })

  test('a size chart has one table row per size and no <text>', () => {
    const few = sizeChartSvg({ kind: 't-shirt', sizes: ['S', 'M'] })
    const many = sizeChartSvg({ kind: 't-shirt', sizes: ['S', 'M', 'L', 'XL', 'XXL'] })
    expectWellFormedSvg(many)
    expectIdsResolve(many)
    expect(many).not.toMatch(/<text[\s>]/)
    expect(many.length).toBeGreaterThan(few.length)
  })

  test('a size chart without sizes is refused with a clear message', () => {
    expect(() => sizeChartSvg({ kind: 'jeans', sizes: [] })).toThrow(/at least one size/)
  })

  test('the popup is a 600x750 offer card', () => {
    const svg = popupSvg(1)
    expectWellFormedSvg(svg)
    expectIdsResolve(svg)
    expect(svg).toContain('viewBox="0 0 600 750"')
    expect(svg).not.toMatch(/<text[\s>]/)
  })
})

describe('the demo art’s grain', () => {
  /** Every element a noise filter is applied to, and the tile size it sits in (0: no tile). */
  function noiseUses(svg: string): number[] {
    const noise = [...svg.matchAll(/<filter id="([^"]+)"[^>]*>(?:(?!<\/filter>).)*feTurbulence/g)]
    return noise.flatMap(([, id]) =>
      [
        ...svg.matchAll(
          new RegExp(`(<pattern[^>]*width="(\\d+)"[^>]*>)?<rect[^>]*filter="url\\(#${id}\\)"`, 'g'),
        ),
      ].map((use) => Number(use[2] ?? 0)),
    )
  }

  test('is one small tile of noise, repeated, never noise drawn over a whole picture', () => {
    const pictures = [
      ...GARMENT_VIEWS.map((view) => garmentSvg({ kind: 'jeans', view, colour: navy, seed: 2 })),
      ...GARMENT_VIEWS.map((view) => garmentSvg({ kind: 'shirt', view, colour: sand, seed: 5 })),
      ...[1, 2, 3, 4].map(hashtagPhotoSvg),
      bannerSvg({ width: 1920, height: 800, theme: 'sale', seed: 1 }),
    ]
    const uses = pictures.flatMap(noiseUses)
    expect(uses.length).toBeGreaterThan(pictures.length)
    for (const tile of uses) expect([128, 400]).toContain(tile)
  })
})
