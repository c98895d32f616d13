import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { PAGE_STYLES_MARK, pageStyles, separateStylesheets } from './inline-styles'

let dist: string
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'kainara-styles-'))
  await mkdir(join(dist, 'assets'))
  await writeFile(
    join(dist, 'assets', 'app-1.css'),
    'a{color:red}.card{margin:0}.drawer{padding:0}',
  )
  await writeFile(join(dist, 'assets', 'odd-1.css'), 'a::after{content:"</style>"}')
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

  test('a rendered page the boot script starts carries the rules it uses, and a link without scripts', () => {
    const { stylesheets } = separateStylesheets(
      '<link rel="stylesheet" href="/assets/app-1.css">',
      dist,
    )
    expect(pageStyles(stylesheets, '<div class="card"></div>', true)).toBe(
      '<style data-href="/assets/app-1.css">a{color:red}.card{margin:0}</style>' +
        '<noscript><link rel="stylesheet" href="/assets/app-1.css"></noscript>',
    )
  })

  test('a page without rendered HTML or without the boot script carries the whole stylesheet', () => {
    const { stylesheets } = separateStylesheets(
      '<link rel="stylesheet" href="/assets/app-1.css">',
      dist,
    )
    const whole =
      '<style data-href="/assets/app-1.css">a{color:red}.card{margin:0}.drawer{padding:0}</style>'
    expect(pageStyles(stylesheets, null, true)).toBe(whole)
    expect(pageStyles(stylesheets, '<div class="card"></div>', false)).toBe(whole)
  })

  test('a closing style tag inside the CSS cannot end the element early', () => {
    const { stylesheets } = separateStylesheets(
      '<link rel="stylesheet" href="/assets/odd-1.css">',
      dist,
    )
    expect(pageStyles(stylesheets, null, true).match(/<\/style/gi)).toHaveLength(1)
    expect(pageStyles(stylesheets, '<a></a>', true).match(/<\/style/gi)).toHaveLength(1)
  })
})
