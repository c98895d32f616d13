import { describe, expect, test } from 'vitest'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import { chosenCount, chosenLines, everythingLeft } from './cancel-choice'

const order = {
  lines: [
    { id: 11, qty: 2, cancelled_qty: 0 },
    { id: 12, qty: 3, cancelled_qty: 1 },
  ],
} as unknown as OrderDetail

describe('choosing what to cancel', () => {
  test('every unit left of every line is the whole order, sent as no lines at all', () => {
    const choice = everythingLeft(order)
    expect(choice).toEqual({ 11: 2, 12: 2 })
    expect(chosenLines(order, choice)).toBeUndefined()
    expect(chosenCount(choice)).toBe(4)
  })

  test('some units send only the lines chosen, with their units', () => {
    expect(chosenLines(order, { 11: 1, 12: 0 })).toEqual([{ line_id: 11, qty: 1 }])
  })

  test('nothing chosen sends an empty list, which the dialog does not submit', () => {
    expect(chosenLines(order, { 11: 0, 12: 0 })).toEqual([])
  })
})
