import { readdirSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import type { ApiCall } from './call'
import { API_CALLS, API_PATHS } from './calls'

/** Every call of spec section 7, plus the ones the spec leaves to us (docs/decisions/002). */
const SPEC_CALLS = [
  'GET master/page/home',
  'GET categories',
  'GET category',
  'GET category-sub',
  'GET products',
  'GET product',
  'GET promos',
  'GET cart',
  'POST cart',
  'POST cart-item-increment-qty',
  'POST cart-item-decrement-qty',
  'DELETE cart-item-remove',
  'POST check-stock-location',
  'POST auth/sign-in',
  'POST auth/sign-up',
  'POST auth/forgot-password',
  'POST auth/delete-account',
  'GET user/unread-notifications-count',
  'GET user/notifications',
  'GET user/unreviewed-products',
  'GET user/profile',
  'POST user/profile',
  'POST user/newsletter/subscribe',
  'POST user/newsletter/unsubscribe',
  'POST user/change-password',
  'GET user/orders',
  'GET user/address',
  'POST user/address',
  'PUT user/address',
  'DELETE user/address',
  'POST user/address-primary',
  'GET master/province',
  'GET master/city',
  'GET master/subdistrict',
  'GET master/showroom-region',
  'POST checkout',
  'POST checkout-shipping',
  'POST check-showroom-stock-availability',
  'POST checkout-promo-code',
  'POST checkout-trx',
  'POST checkout-payment',
]
const DESIGNED_CALLS = [
  'GET user/wishlist',
  'POST user/wishlist',
  'DELETE user/wishlist',
  'POST newsletter/subscribe',
  'POST newsletter/confirm',
  'POST newsletter/unsubscribe',
  'POST auth/sign-out',
  'POST user/notifications/mark-all-read',
  'POST user/reviews',
  'GET user/reviews',
  'GET user/order-tracking',
  'GET order-link',
  'GET order-link/tracking',
  'GET user/returns',
  'POST user/returns',
  'GET order-link/returns',
  'POST order-link/returns',
  'POST user/return-photos',
  'POST order-link/return-photos',
  'GET user/return-tracking',
  'GET order-link/return-tracking',
  'POST payment/notification',
  'GET master/site-header',
]

const calls = Object.entries(API_CALLS)
const isCall = (value: unknown): value is ApiCall =>
  typeof value === 'object' && value !== null && 'method' in value && 'payload' in value
const routes = calls.map(([, call]) => `${call.method} ${call.path}`)

describe('the call registry', () => {
  test('every call of spec section 7 and every designed call is registered', () => {
    expect(new Set(routes)).toEqual(new Set([...SPEC_CALLS, ...DESIGNED_CALLS]))
  })

  test('every call defined in the package is in the registry under its export name', async () => {
    const files = readdirSync(import.meta.dirname).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    )
    for (const file of files) {
      const module = (await import(`./${file}`)) as Record<string, unknown>
      for (const [name, value] of Object.entries(module)) {
        if (!isCall(value)) continue
        expect(API_CALLS[name as keyof typeof API_CALLS], `${file}: ${name}`).toBe(value)
      }
    }
  })

  test('no two calls share a method and path', () => {
    expect(routes.length).toBe(new Set(routes).size)
  })

  test('the paths registry names the same calls with their paths', () => {
    expect(Object.keys(API_PATHS)).toEqual(Object.keys(API_CALLS))
    for (const [name, call] of calls)
      expect(API_PATHS[name as keyof typeof API_PATHS]).toBe(call.path)
  })

  test('paths are relative to the API root, in lower case', () => {
    for (const [, call] of calls) expect(call.path).toMatch(/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/)
  })

  test('every user/* call needs a member token, and only those, sign-out and account deletion do', () => {
    for (const [name, call] of calls) {
      const member =
        call.path.startsWith('user/') ||
        call.path === 'auth/delete-account' ||
        call.path === 'auth/sign-out'
      expect(call.auth === 'member', name).toBe(member)
    }
  })

  test('every payload and response is an object schema, so routes and OpenAPI can be generated', () => {
    for (const [name, call] of calls) {
      expect(call.payload instanceof z.ZodObject, `${name} payload`).toBe(true)
      expect(call.response instanceof z.ZodObject, `${name} response`).toBe(true)
      expect(call.summary.length, `${name} summary`).toBeGreaterThan(10)
    }
  })
})
