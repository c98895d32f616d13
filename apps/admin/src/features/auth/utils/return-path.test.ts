import { describe, expect, test } from 'vitest'
import { nextAfterSignIn, safeReturnPath } from './return-path'

describe('where staff land after signing in', () => {
  test('a page of the back office they were sent away from is where they go back to', () => {
    expect(safeReturnPath('/orders?group=to_pack')).toBe('/orders?group=to_pack')
  })

  test('another site, however it is written, sends them to the first page instead', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'orders', ''])
      expect(safeReturnPath(next)).toBe('/')
    expect(safeReturnPath(null)).toBe('/')
  })

  test('an account with a second factor is asked for its code first, keeping where it goes next', () => {
    expect(nextAfterSignIn('VERIFY', '/orders?q=KN')).toBe('/second-factor?next=%2Forders%3Fq%3DKN')
  })

  test('an account the owner requires to set up a second factor opens My account only', () => {
    expect(nextAfterSignIn('ENROL', '/orders')).toBe('/account?enrol=1')
    expect(nextAfterSignIn('NONE', '/orders')).toBe('/orders')
  })
})
