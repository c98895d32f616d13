import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'
import { findUnlocalized } from './find-unlocalized'

const SRC = new URL('..', import.meta.url).pathname
/**
 * Where long texts are written per language rather than as messages: the
 * FAQ, terms and how-to pages (content/data/en and /id, checked for the same
 * shape in catalogues.test.ts) and the privacy policy, Indonesian in both
 * languages with its English reading beside it.
 */
const CONTENT = /^features\/content\/data\/|^i18n\/compiled\//

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$|\.d\.ts$/.test(name) ? [path] : []
  })
}

test('every word a shopper reads in the shop comes from a message catalogue', () => {
  const found = sourceFiles(SRC)
    .map((path) => relative(SRC, path))
    .filter((path) => !CONTENT.test(path))
    .flatMap((path) =>
      findUnlocalized(path, readFileSync(join(SRC, path), 'utf8')).map(
        (hit) => `${path}:${hit.line} ${JSON.stringify(hit.text)}`,
      ),
    )
  expect(found).toEqual([])
})
