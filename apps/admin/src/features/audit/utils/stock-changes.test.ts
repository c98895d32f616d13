import { describe, expect, test } from 'vitest'
import { stockChangesOf } from './stock-changes'

const cell = (qty: number, names = true) => ({
  product_size_id: 7,
  showroom_id: 2,
  qty,
  ...(names && { product_code: 'KNMBT901', size: 'M', showroom: 'Senayan City' }),
})

describe('a stock line of the audit log, in words', () => {
  test('names the product, size and showroom with the quantity before and after', () => {
    expect(stockChangesOf([cell(3)], [cell(2)])).toEqual([
      {
        product: 'KNMBT901',
        size: 'M',
        productSizeId: 7,
        showroom: 'Senayan City',
        showroomId: 2,
        before: 3,
        after: 2,
      },
    ])
  })

  test('leaves out the cells saved with the quantity they already held', () => {
    const other = { ...cell(5), product_size_id: 8, size: 'L' }
    expect(stockChangesOf([cell(3), other], [cell(3), { ...other, qty: 6 }])).toEqual([
      expect.objectContaining({ size: 'L', before: 5, after: 6 }),
    ])
  })

  test('an older line without names still gives its ids, and a line of other fields gives none', () => {
    expect(stockChangesOf([cell(1, false)], [cell(0, false)])).toEqual([
      expect.objectContaining({
        product: null,
        productSizeId: 7,
        showroomId: 2,
        before: 1,
        after: 0,
      }),
    ])
    expect(stockChangesOf({ qty: 3 }, { qty: 2 })).toBeNull()
  })
})
