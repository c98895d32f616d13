import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { CATALOGUES, HASH_FILE, sourceHash } from '../../../../scripts/message-hash.mjs'
import { catalogueProblems } from './catalogue-parity'
import type { MessageFile } from './catalogue-parity'

const ROOT = new URL('../../../../', import.meta.url).pathname
const plural = (one: string, other: string) => [
  {
    declarations: ['input count', 'local countPlural = count: plural'],
    selectors: ['countPlural'],
    match: { 'countPlural=one': one, 'countPlural=other': other },
  },
]

test('a message in one language and not the other, an empty one, or different inputs are problems', () => {
  expect(
    catalogueProblems({
      en: {
        cart: 'Cart',
        items: plural('{count} item', '{count} items'),
        only_en: 'Hi',
        hello: 'Hello {name}',
        blank: 'x',
      },
      id: {
        cart: 'Keranjang',
        items: '{count} produk',
        only_id: 'Halo',
        hello: 'Halo',
        blank: ' ',
      },
    }),
  ).toEqual([
    'blank: empty in id',
    'hello: inputs differ (en {name} / id {})',
    'only_en: missing in id',
    'only_id: missing in en',
  ])
})

describe.each(CATALOGUES)('the catalogue $project', (catalogue) => {
  const dir = `${ROOT}${catalogue.project}/..`
  const read = (language: string) =>
    JSON.parse(readFileSync(`${dir}/${language}.json`, 'utf8')) as MessageFile

  test('has every message in both languages, with the same inputs', () => {
    expect(catalogueProblems({ en: read('en'), id: read('id') })).toEqual([])
  })

  test('is compiled from the message files as they are (npm run messages)', async () => {
    const compiled = readFileSync(`${ROOT}${catalogue.outdir}/${HASH_FILE}`, 'utf8').trim()
    expect(compiled).toBe(await sourceHash(ROOT, catalogue))
  })
})
