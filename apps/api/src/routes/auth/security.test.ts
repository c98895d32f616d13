import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { API_CALLS } from '@store/contract/calls'
import { MESSAGES } from '@store/contract/messages'
import type { UserAddress } from '@store/contract/address'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { callApi, newMember, signUpMember } from '../../test/members'
import type { SignedUpMember } from '../../test/members'
import { queryRows } from '../../test/sql'

let t: TestApp
let owner: SignedUpMember
let intruder: SignedUpMember
let ownerAddressId: number
let productId: number
beforeAll(async () => {
  t = await createTestApp()
  owner = await signUpMember(t.app)
  intruder = await signUpMember(t.app)
  const [product] = await queryRows<{ id: number }>(
    t.db,
    sql`select id from products order by id limit 1`,
  )
  productId = Number(product?.id)
  await callApi(
    t.app,
    'POST',
    'user/address',
    {
      address_label: 'Home',
      recipient_name: 'Owner',
      recipient_phone: '08123456789',
      recipient_zip: '40151',
      address_street: 'Jl. Dago 1',
      province_id: 32,
      city_id: 3273,
      subdistrict_id: 327301,
    },
    { token: owner.token },
  )
  await callApi(
    t.app,
    'POST',
    'user/address',
    {
      address_label: 'Office',
      recipient_name: 'Owner',
      recipient_phone: '08123456789',
      recipient_zip: '40151',
      address_street: 'Jl. Dago 2',
      province_id: 32,
      city_id: 3273,
      subdistrict_id: 327301,
    },
    { token: owner.token },
  )
  await callApi(
    t.app,
    'POST',
    'user/wishlist',
    { product_detail_id: productId },
    { token: owner.token },
  )
  const list = await callApi<{ data: { user_addresses: UserAddress[] } }>(
    t.app,
    'GET',
    'user/address',
    {},
    { token: owner.token },
  )
  ownerAddressId = list.body.data.user_addresses[1]?.id ?? 0
})
afterAll(async () => t.close())

const ownerState = async () => ({
  profile: (await callApi(t.app, 'GET', 'user/profile', {}, { token: owner.token })).body,
  addresses: (await callApi(t.app, 'GET', 'user/address', {}, { token: owner.token })).body,
  wishlist: (await callApi(t.app, 'GET', 'user/wishlist', {}, { token: owner.token })).body,
  notifications: (await callApi(t.app, 'GET', 'user/notifications', {}, { token: owner.token }))
    .body,
})

/** Calls this server has routes for (orders and reviews come with their own issues). */
const served = (call: { method: string; path: string }) =>
  t.app.hasRoute({ method: call.method, url: `/api/${call.path}` })

describe('access', () => {
  const memberCalls = Object.entries(API_CALLS).filter(([, call]) => call.auth === 'member')

  test.each(memberCalls)(
    '%s without a token, with a forged one or a malformed header is a 401',
    async (_name, call) => {
      if (!served(call)) return
      for (const authorization of [
        undefined,
        'x'.repeat(43),
        'Bearer ' + 'y'.repeat(43),
        'Basic abc',
        '\u0000',
      ]) {
        const { status, body } = await callApi(
          t.app,
          call.method,
          call.path,
          {},
          authorization === undefined ? {} : { authorization },
        )
        expect([status, body]).toEqual([401, { error: { message: MESSAGES.signInRequired } }])
      }
    },
  )

  test('no page on another site signs this browser in or up: those calls read or replace its device cookie', async () => {
    const fromAnotherSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
    for (const [path, payload] of [
      ['auth/sign-in', { email: owner.email, password: owner.password }],
      ['auth/sign-up', { ...newMember() }],
    ] as const) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/${path}`,
        headers: fromAnotherSite,
        payload,
      })
      expect(answer.statusCode, path).toBe(403)
      expect(answer.headers['set-cookie'], path).toBeUndefined()
    }
    // A member's own calls carry their token in a header no other site can send: no check is needed.
    const wishlist = await t.app.inject({
      method: 'POST',
      url: '/api/user/wishlist',
      headers: { authorization: owner.token, ...fromAnotherSite },
      payload: { product_detail_id: productId },
    })
    expect(wishlist.statusCode).toBe(200)
  })

  test("a member guessing another member's address ids changes nothing and reads nothing", async () => {
    const before = await ownerState()
    const edit = await callApi(
      t.app,
      'PUT',
      'user/address',
      {
        user_address_id: ownerAddressId,
        address_label: 'Hacked',
        recipient_name: 'X',
        recipient_phone: '0811111111',
        recipient_zip: '40151',
        address_street: 'X',
        province_id: 32,
        city_id: 3273,
        subdistrict_id: 327301,
      },
      { token: intruder.token },
    )
    expect(edit).toMatchObject({
      status: 404,
      body: { error: { message: MESSAGES.addressNotValid } },
    })
    const remove = await callApi(
      t.app,
      'DELETE',
      'user/address',
      { user_address_id: ownerAddressId },
      { token: intruder.token },
    )
    expect(remove.status).toBe(404)
    const primary = await callApi(
      t.app,
      'POST',
      'user/address-primary',
      { user_address_id: ownerAddressId },
      { token: intruder.token },
    )
    expect(primary.status).toBe(404)
    const theirs = await callApi<{ data: { user_addresses: unknown[] } }>(
      t.app,
      'GET',
      'user/address',
      { user_id: 1 },
      { token: intruder.token },
    )
    expect(theirs.body.data.user_addresses).toEqual([])
    await callApi(
      t.app,
      'DELETE',
      'user/wishlist',
      { product_detail_id: productId },
      { token: intruder.token },
    )
    await callApi(t.app, 'POST', 'user/notifications/mark-all-read', {}, { token: intruder.token })
    expect(await ownerState()).toEqual(before)
  })

  test('a payload naming another user is ignored: the token decides whose data it is', async () => {
    const before = await ownerState()
    await callApi(
      t.app,
      'POST',
      'user/profile',
      { name: 'Intruder', gender: 'MALE', email: intruder.email, user_id: 1, id: 1 },
      { token: intruder.token },
    )
    const wishlist = await callApi<{ user_wishlists: unknown[] }>(
      t.app,
      'GET',
      'user/wishlist',
      { user_id: 1 },
      { token: intruder.token },
    )
    expect(wishlist.body.user_wishlists).toEqual([])
    expect(await ownerState()).toEqual(before)
  })
})

describe('answers and hostile input', () => {
  test('no answer ever holds a password hash, a token hash or a raw token other than the one issued', async () => {
    const [row] = await queryRows<{ password_hash: string }>(
      t.db,
      sql`select password_hash from users where email = ${owner.email}`,
    )
    const tokens = await queryRows<{ token_hash: string }>(
      t.db,
      sql`select token_hash from access_tokens`,
    )
    const text = JSON.stringify(await ownerState())
    expect(text).not.toContain('argon2')
    expect(text).not.toContain(row?.password_hash)
    for (const token of tokens) expect(text).not.toContain(token.token_hash)
    expect(text).not.toContain(owner.token)
  })

  const hostile = [
    { name: "'; drop table users; --" },
    { email: { $ne: null } },
    { password: ['a', 'b'] },
    { user_address_id: '1; delete from user_addresses' },
    { product_detail_id: '9'.repeat(400) },
    { limit: '5 union select 1' },
    { label: 'x'.repeat(100_000) },
    { __proto__: { admin: true } },
  ]
  const memberCalls = Object.entries(API_CALLS).filter(
    ([, call]) =>
      call.auth !== 'none' || call.path.startsWith('auth/') || call.path.startsWith('newsletter/'),
  )

  test.each(memberCalls)(
    '%s answers hostile input with a readable 4xx, never a 500, and changes nothing',
    async (_name, call) => {
      if (!served(call)) return
      const before = await ownerState()
      for (const payload of hostile) {
        const { status, body } = await callApi<{ error?: { message: string } }>(
          t.app,
          call.method,
          call.path,
          payload,
          { token: intruder.token },
        )
        expect(status, JSON.stringify(payload)).toBeLessThan(500)
        if (status >= 400) expect(body.error?.message.length).toBeGreaterThan(5)
      }
      expect(await ownerState()).toEqual(before)
    },
  )
})
