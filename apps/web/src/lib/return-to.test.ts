import { expect, test } from 'vitest'
import { returnPath, signInPathFor } from './return-to'

test('a guest sent from an account page goes back there after signing in', () => {
  expect(returnPath(signInPathFor('/account/shipping-address').split('?')[1] ?? '')).toBe(
    '/account/shipping-address',
  )
})

test('without a return path, or with one that leaves the site, signing in goes home', () => {
  for (const search of ['', '?next=', '?next=//evil.example', '?next=https://evil.example']) {
    expect(returnPath(search)).toBe('/')
  }
})
