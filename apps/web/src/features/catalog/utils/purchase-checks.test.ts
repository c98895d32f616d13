import { describe, expect, test } from 'vitest'
import { addToCartProblem, stockCheckProblem } from './purchase-checks'

describe('checking stock locations', () => {
  test('an item without a valid id is refused first', async () => {
    expect(await stockCheckProblem({ productId: undefined, size: undefined, qty: 0 })).toBe(
      'Item is not valid.',
    )
  })

  test('a size has to be chosen', async () => {
    expect(await stockCheckProblem({ productId: 12, size: undefined, qty: 1 })).toBe(
      'Please choose a size.',
    )
  })

  test('the quantity has to be at least 1', async () => {
    expect(await stockCheckProblem({ productId: 12, size: 'M', qty: 0 })).toBe(
      'Min quantity to check stock is 1.',
    )
  })

  test('a chosen size and quantity pass', async () => {
    expect(await stockCheckProblem({ productId: 12, size: 'M', qty: 2 })).toBeNull()
  })
})

describe('adding to cart', () => {
  test('asks for a size, then a quantity, in the words of the spec', async () => {
    expect(await addToCartProblem({ productId: 12, size: undefined, qty: 1 })).toBe(
      'Please choose a size.',
    )
    expect(await addToCartProblem({ productId: 12, size: 'L', qty: 0 })).toBe(
      'Min quantity to add to cart is 1.',
    )
    expect(await addToCartProblem({ productId: 12, size: 'L', qty: 1 })).toBeNull()
  })
})
