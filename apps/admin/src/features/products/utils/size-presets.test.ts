import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { ProductSizeInputSchema, productFieldShape } from '@store/contract/admin/product-fields'
import { SIZE_PRESETS, runName } from './size-presets'

const sizesOf = (key: string) =>
  SIZE_PRESETS.find((preset) => preset.key === key)?.sizes.map((size) => size.size_code)

describe('the size runs a product can be filled with', () => {
  test('each run is a list of sizes the product form accepts, with no code twice', () => {
    for (const preset of SIZE_PRESETS) {
      expect(z.array(ProductSizeInputSchema).safeParse(preset.sizes).success).toBe(true)
      expect(productFieldShape.sizes.safeParse(preset.sizes).success).toBe(true)
      const codes = preset.sizes.map((size) => size.size_code)
      expect(new Set(codes).size).toBe(codes.length)
    }
  })

  test('the runs hold the sizes their names say, in shop order', () => {
    expect(sizesOf('s-xl')).toEqual(['S', 'M', 'L', 'XL'])
    expect(sizesOf('waist')).toEqual(['28', '30', '32', '34', '36'])
    expect(sizesOf('shoes')).toEqual(['36', '37', '38', '39', '40', '41', '42', '43', '44'])
    expect(sizesOf('one')).toEqual(['ALL'])
  })

  test('only the one size carries a worded name, in both languages', () => {
    const one = SIZE_PRESETS.find((preset) => preset.key === 'one')?.sizes[0]
    expect(one).toMatchObject({ size_name: 'All Size', size_name_bahasa: 'Satu Ukuran' })
    const letters = SIZE_PRESETS.find((preset) => preset.key === 's-xl')?.sizes ?? []
    for (const size of letters) expect(size.size_name).toBe(size.size_code)
  })

  test('a run is named by its ends; the one size has no run name', () => {
    expect(SIZE_PRESETS.map((preset) => runName(preset.sizes))).toEqual([
      'S–XL',
      'XS–XXL',
      '28–36',
      '36–44',
      null,
    ])
  })
})
