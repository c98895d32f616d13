import { describe, expect, test } from 'vitest'
import { COLOURS } from './art'
import { CATEGORIES_BAHASA, COLOURS_BAHASA, SUBS_BAHASA } from './catalogue-bahasa'
import { CATEGORIES } from './catalogue-data'
import { PRODUCT_NAMES_BAHASA } from './product-names-bahasa'

describe('the demo catalogue in Bahasa Indonesia', () => {
  test('every category, sub-category and style has its Bahasa name', () => {
    for (const category of CATEGORIES) {
      expect(CATEGORIES_BAHASA[category.id]?.name, category.name).toBeTruthy()
      for (const sub of category.subs) {
        expect(SUBS_BAHASA[sub.id]?.coverText, sub.name).toBeTruthy()
        for (const name of sub.names) expect(PRODUCT_NAMES_BAHASA[name], name).toBeTruthy()
      }
    }
  })

  test('no Bahasa name is left without its English style', () => {
    const styles = new Set(
      CATEGORIES.flatMap((category) => category.subs.flatMap((sub) => sub.names)),
    )
    expect(Object.keys(PRODUCT_NAMES_BAHASA).filter((name) => !styles.has(name))).toEqual([])
  })

  test('every colour of the palette has its Bahasa name', () => {
    for (const colour of COLOURS) expect(COLOURS_BAHASA[colour.name], colour.name).toBeTruthy()
  })
})
