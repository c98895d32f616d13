import { describe, expect, test } from 'vitest'
import { batchOf, isValidQty, shownQty, withCell, withoutMoved } from './stock-edits'
import type { Edits } from './stock-edits'

const none: Edits = new Map()
const type = (edits: Edits, held: number, text: string, sizeId = 11, showroomId = 4) =>
  withCell(edits, { productSizeId: sizeId, showroomId, held, text })

describe('a stock grid being edited', () => {
  test('a typed cell is sent with the quantity its editor saw, even after a reload shows another', () => {
    const edits = type(type(none, 3, '5'), 2, '6')
    expect(batchOf(edits)).toEqual([
      { product_size_id: 11, showroom_id: 4, expected_qty: 3, qty: 6 },
    ])
  })

  test('typing back what the showroom held is no change', () => {
    expect(type(type(none, 3, '5'), 3, '3').size).toBe(0)
  })

  test('after a refused save, the cells a checkout moved drop their edit and the others stay', () => {
    const edits = type(type(none, 3, '5', 11), 7, '9', 12)
    const left = withoutMoved(edits, (sizeId) => (sizeId === 11 ? 2 : 7))
    expect(batchOf(left).map((cell) => cell.product_size_id)).toEqual([12])
    expect(shownQty(left, 11, 4, 2)).toBe('2')
    expect(shownQty(left, 12, 4, 7)).toBe('9')
  })

  test('only whole numbers from 0 to 100,000 can be saved', () => {
    expect(['0', '12', '100000'].every(isValidQty)).toBe(true)
    expect(['-1', '1.5', '', '100001', 'x'].some(isValidQty)).toBe(false)
  })
})
