import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { PAGE_STYLES_MARK, findRest, pageStyles, separateStylesheets } from './inline-styles'

let dist: string
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'kainara-styles-'))
  await mkdir(join(dist, 'assets'))
  await writeFile(
    join(dist, 'assets', 'app-1.css'),
    'a{color:red}.card{margin:0}.drawer{padding:0}',
  )
  await writeFile(join(dist, 'assets', 'odd-1.css'), 'a::after{content:"</style>"}')
  await writeFile(
    join(dist, 'assets', 'typed-1.css'),
    "@font-face{font-family:'Sans';src:url(/assets/sans.woff2)}.card{margin:0}",
  )
})

describe('stylesheets inside the page', () => {
  test('a built stylesheet link leaves a mark where each page puts its styles', () => {
    const { template, stylesheets } = separateStylesheets(
      '<head><link rel="stylesheet" crossorigin href="/assets/app-1.css"></head>',
      dist,
    )
    expect(template).toBe(`<head>${PAGE_STYLES_MARK}</head>`)
    expect(stylesheets.map((sheet) => sheet.href)).toEqual(['/assets/app-1.css'])
  })

  test('a missing file keeps its link, and other links are left alone', () => {
    const head =
      '<link rel="stylesheet" href="/assets/gone-1.css"><link rel="icon" href="/favicon.svg">'
    expect(separateStylesheets(head, dist)).toEqual({ template: head, stylesheets: [] })
  })

  test('a rendered page the boot script starts carries the rules it uses, a link without scripts, and the address of the rest', () => {
    const { stylesheets } = separateStylesheets(
      '<link rel="stylesheet" href="/assets/app-1.css">',
      dist,
    )
    const { inline, later } = pageStyles(stylesheets, '<div class="card"></div>', true)
    expect(inline).toBe(
      '<style data-href="/assets/app-1.css">a{color:red}.card{margin:0}</style>' +
        '<noscript><link rel="stylesheet" href="/assets/app-1.css"></noscript>',
    )
    expect(later).toHaveLength(1)
    const [file, key] = /^\/styles\/([\w-]+)\/([\w-]+)\.css$/.exec(later[0] ?? '')?.slice(1) ?? []
    expect(file).toBe('app-1')
    expect(findRest(stylesheets, file ?? '', key ?? '')).toBe('.drawer{padding:0}')
    expect(findRest(stylesheets, 'other-1', key ?? '')).toBeNull()
    expect(findRest(stylesheets, 'app-1', `${key}x`)).toBeNull()
  })

  test('a page without rendered HTML or without the boot script carries the whole stylesheet', () => {
    const { stylesheets } = separateStylesheets(
      '<link rel="stylesheet" href="/assets/app-1.css">',
      dist,
    )
    const whole =
      '<style data-href="/assets/app-1.css">a{color:red}.card{margin:0}.drawer{padding:0}</style>'
    expect(pageStyles(stylesheets, null, true)).toEqual({ inline: whole, later: [], fonts: [] })
    expect(pageStyles(stylesheets, '<div class="card"></div>', false)).toEqual({
      inline: whole,
      later: [],
      fonts: [],
    })
  })

  test("a stylesheet's font faces have an address of their own, and stay inside a page carrying the whole sheet", () => {
    const { stylesheets } = separateStylesheets(
      '<link rel="stylesheet" href="/assets/typed-1.css">',
      dist,
    )
    const page = pageStyles(stylesheets, '<div class="card"></div>', true)
    expect(page.fonts).toEqual(['/styles/typed-1/fonts.css'])
    expect(page.inline).not.toContain('@font-face')
    expect(findRest(stylesheets, 'typed-1', 'fonts')).toBe(
      "@font-face{font-family:'Sans';src:url(/assets/sans.woff2)}",
    )
    expect(pageStyles(stylesheets, null, true).inline).toContain('@font-face')
    // A sheet with no faces has no such address.
    const plain = separateStylesheets('<link rel="stylesheet" href="/assets/app-1.css">', dist)
    expect(pageStyles(plain.stylesheets, '<div class="card"></div>', true).fonts).toEqual([])
    expect(findRest(plain.stylesheets, 'app-1', 'fonts')).toBeNull()
  })

  test('a closing style tag inside the CSS cannot end the element early', () => {
    const { stylesheets } = separateStylesheets(
      '<link rel="stylesheet" href="/assets/odd-1.css">',
      dist,
    )
    expect(pageStyles(stylesheets, null, true).inline.match(/<\/style/gi)).toHaveLength(1)
    expect(pageStyles(stylesheets, '<a></a>', true).inline.match(/<\/style/gi)).toHaveLength(1)
  })
})
