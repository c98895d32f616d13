import { describe, expect, test } from 'vitest'
import { offeredMoves } from './offered-moves'

describe('the moves a return’s page offers', () => {
  test('a new request is approved, received at once, or refused', () => {
    expect(offeredMoves('STAFF', { state: 'REQUESTED', wish: 'REFUND' })).toEqual([
      'approve',
      'receive',
      'refuse',
    ])
  })

  test('only a role that handles money turns an exchange into a refund', () => {
    expect(offeredMoves('OWNER', { state: 'APPROVED', wish: 'EXCHANGE' })).toContain(
      'convert-to-refund',
    )
    expect(offeredMoves('SHOWROOM', { state: 'APPROVED', wish: 'EXCHANGE' })).not.toContain(
      'convert-to-refund',
    )
  })

  test('a checked exchange is shipped or readied; a checked refund is recorded by money roles only', () => {
    expect(offeredMoves('STAFF', { state: 'RESTOCKED', wish: 'EXCHANGE' })).toEqual([
      'ship-exchange',
      'ready-exchange',
    ])
    expect(offeredMoves('OWNER', { state: 'RESTOCKED', wish: 'REFUND' })).toEqual(['record-refund'])
    expect(offeredMoves('STAFF', { state: 'RESTOCKED', wish: 'REFUND' })).toEqual([])
  })

  test('a refused or closed return offers nothing, and nothing is offered before the session is known', () => {
    expect(offeredMoves('OWNER', { state: 'REFUSED', wish: 'REFUND' })).toEqual([])
    expect(offeredMoves('OWNER', { state: 'CLOSED', wish: 'EXCHANGE' })).toEqual([])
    expect(offeredMoves(undefined, { state: 'REQUESTED', wish: 'REFUND' })).toEqual([])
  })
})
