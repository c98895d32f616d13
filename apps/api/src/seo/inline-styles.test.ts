import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { inlineStylesheets } from './inline-styles'

let dist: string
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'kainara-styles-'))
  await mkdir(join(dist, 'assets'))
  await writeFile(join(dist, 'assets', 'app-1.css'), 'a{color:red}')
  await writeFile(join(dist, 'assets', 'odd-1.css'), 'a::after{content:"</style>"}')
})

describe('stylesheets inside the page', () => {
  test('a built stylesheet link becomes the stylesheet itself', () => {
    const html = inlineStylesheets(
      '<head><link rel="stylesheet" crossorigin href="/assets/app-1.css"></head>',
      dist,
    )
    expect(html).toBe('<head><style data-href="/assets/app-1.css">a{color:red}</style></head>')
  })

  test('a missing file keeps its link, and other links are left alone', () => {
    const head =
      '<link rel="stylesheet" href="/assets/gone-1.css"><link rel="icon" href="/favicon.svg">'
    expect(inlineStylesheets(head, dist)).toBe(head)
  })

  test('a closing style tag inside the CSS cannot end the element early', () => {
    const html = inlineStylesheets('<link rel="stylesheet" href="/assets/odd-1.css">', dist)
    expect(html.match(/<\/style/gi)).toHaveLength(1)
  })
})
