import { expect, test } from 'vitest'
import { getPromos } from './promos'
import { createPromoBundle } from './test-factories'
import { accept } from './test-utils'

test('the promos call answers product_promos at the top level', () => {
  const body = { product_promos: [createPromoBundle()] }
  expect(accept(getPromos.response, body)).toEqual(body)
})
