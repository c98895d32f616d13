import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'
// The shop's check, with the back office's own props that hold words.
import { findUnlocalized } from '../../../web/src/i18n/find-unlocalized'

const SRC = new URL('..', import.meta.url).pathname
const READ_NAMES = {
  attributes: ['hint', 'note', 'empty', 'all', 'submitLabel', 'heading', 'caption'],
  properties: ['header', 'hint', 'note', 'empty', 'message'],
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name) ? [path] : []
  })
}

const hitsOf = (path: string) =>
  findUnlocalized(path, readFileSync(join(SRC, path), 'utf8'), READ_NAMES).map(
    (hit) => `${path}:${hit.line} ${JSON.stringify(hit.text)}`,
  )

const files = sourceFiles(SRC)
  .map((path) => relative(SRC, path))
  .filter((path) => !path.startsWith('i18n/compiled/'))

test('every word staff read in the back office comes from its message catalogue', () => {
  expect(files.flatMap(hitsOf)).toEqual([])
})
