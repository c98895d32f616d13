import { describe, expect, test } from 'vitest'
import { productBulkOutcome } from './bulk-outcome'

const names: Record<number, string> = { 1: 'Kawung Tee', 2: 'Parang Shirt', 3: 'Lurik Scarf' }
const nameOf = (id: number) => names[id] ?? String(id)

describe('what a bulk move on products says', () => {
  test('counts the published and the already published, leaving out what did not happen', () => {
    const said = productBulkOutcome(
      'publish',
      [
        { id: 1, outcome: 'moved', status: 'PUBLISHED' },
        { id: 2, outcome: 'moved', status: 'PUBLISHED' },
        { id: 3, outcome: 'already', status: 'PUBLISHED' },
      ],
      nameOf,
    )
    expect(said).toEqual({ summary: '2 published, 1 already published', refused: [] })
  })

  test('names each refused product with its reason', () => {
    const said = productBulkOutcome(
      'discount',
      [
        { id: 1, outcome: 'moved', status: 'PUBLISHED' },
        { id: 3, outcome: 'refused', reason: 'discount_above_net' },
      ],
      nameOf,
    )
    expect(said.summary).toBe('1 discounted, 1 refused')
    expect(said.refused).toEqual([
      {
        key: '3',
        name: 'Lurik Scarf',
        reason: 'The discount amount is more than its net price.',
      },
    ])
  })
})
