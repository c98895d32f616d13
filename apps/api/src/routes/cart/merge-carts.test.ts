import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { carts } from '@store/db/schema'
import type { Database } from '@store/db/client'
import { buildApp } from '../../app'
import { readEnv } from '../../env'
import { callApi, createMember, randomIp } from '../../test/members'
import { openTestDatabase } from '../../test/test-app'
import { cartCalls, newDevice, setStock, sizedProducts } from './cart-fixtures'
import type { SizedProduct } from './cart-fixtures'
import { addCartLine, findCartId, openCart } from './cart.repository'
import { listCartLines } from './cart-lines.repository'
import { mergeDeviceCartIntoMember } from './merge-carts'

let database: Database
let app: Awaited<ReturnType<typeof buildApp>>
let a: SizedProduct
let b: SizedProduct
beforeAll(async () => {
  database = await openTestDatabase()
  const env = readEnv({ WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent' })
  app = await buildApp({ db: database.db, env })
  await app.ready()
  ;[a, b] = (await sizedProducts(database.db, 2)) as [SizedProduct, SizedProduct]
  await setStock(database.db, a.productSizeId, 6)
  await setStock(database.db, b.productSizeId, 6)
})
afterAll(async () => {
  await app.close()
  await database.close()
})

const newMember = () => createMember(app, database.db)
const merge = (deviceId: string, userId: number) =>
  database.db.transaction((tx) => mergeDeviceCartIntoMember(tx, { deviceId, userId }))

async function memberCart(id: number) {
  const cartId = await findCartId(database.db, { kind: 'member', userId: id })
  return cartId === null ? [] : listCartLines(database.db, cartId)
}

describe('mergeDeviceCartIntoMember', () => {
  test('sums quantities of the same product and size, capped at stock, and empties the device', async () => {
    const device = newDevice()
    const calls = cartCalls(app)
    await calls.add(device, a, 4)
    await calls.add(device, b, 1)
    const member = (await newMember()).id
    const cartId = await openCart(database.db, { kind: 'member', userId: member })
    await addCartLine(database.db, cartId, a.productSizeId, 3, 6)

    expect(await merge(device, member)).toBe(2)
    const lines = await memberCart(member)
    expect(lines.map((line) => [line.size_code, line.qty])).toEqual([
      [a.size, 6],
      [b.size, 1],
    ])
    const deviceCarts = await database.db.select().from(carts).where(eq(carts.deviceId, device))
    expect(deviceCarts).toEqual([])
  })

  test('merging again, or twice at once, moves nothing twice', async () => {
    const device = newDevice()
    await cartCalls(app).add(device, b, 2)
    const member = (await newMember()).id
    const merges = await Promise.all([merge(device, member), merge(device, member)])
    expect(merges.sort()).toEqual([0, 1])
    expect(await merge(device, member)).toBe(0)
    expect((await memberCart(member)).map((line) => line.qty)).toEqual([2])
  })
})

describe('a signed-in member', () => {
  test('works on their own cart, which takes in the cart of the device they sign in on', async () => {
    const device = newDevice()
    await cartCalls(app).add(device, a, 1)
    const { id: member, token } = await newMember()
    const headers = { authorization: `Bearer ${token}` }
    const payload = {
      local_device_id: device,
      product_detail_id: b.productId,
      size: b.size,
      qty: 1,
    }
    const added = await app.inject({ method: 'POST', url: '/api/cart', headers, payload })
    expect(added.statusCode).toBe(200)
    expect((await memberCart(member)).map((line) => line.size_code)).toEqual([a.size, b.size])
    const onAnotherDevice = await app.inject({
      method: 'GET',
      url: `/api/cart?local_device_id=${newDevice()}`,
      headers,
    })
    expect(
      onAnotherDevice.json<{ cart: { cart_items: unknown[] } }>().cart.cart_items,
    ).toHaveLength(2)
    expect((await cartCalls(app).get(device)).cart_items).toEqual([])
  })

  test('signs in on a phone with a guest cart, and finds it on a laptop', async () => {
    const member = await newMember()
    const phone = newDevice()
    await cartCalls(app).add(phone, b, 1)
    const signIn = await callApi<{ access_token: string }>(
      app,
      'POST',
      'auth/sign-in',
      { email: member.email, password: member.password, local_device_id: phone },
      { ip: randomIp() },
    )
    expect(signIn.status).toBe(200)
    const laptop = await callApi<{ cart: { cart_items: { size_code: string; qty: number }[] } }>(
      app,
      'GET',
      'cart',
      { local_device_id: newDevice() },
      { token: signIn.body.access_token },
    )
    expect(laptop.body.cart.cart_items.map((line) => [line.size_code, line.qty])).toEqual([
      [b.size, 1],
    ])
    expect((await cartCalls(app).get(phone)).cart_items).toEqual([])
  })

  test('a sign-in that fails after taking in the guest cart leaves that cart on the device', async () => {
    const member = await newMember()
    const device = newDevice()
    await cartCalls(app).add(device, b, 1)
    // The database refuses this member a token, so the sign-in fails after the cart merge ran.
    await database.db.execute(
      sql.raw(`create function refuse_token() returns trigger language plpgsql as
        $$ begin raise exception 'no token for this member'; end $$`),
    )
    await database.db.execute(
      sql.raw(`create trigger refuse_token before insert on access_tokens
        for each row when (new.user_id = ${member.id}) execute function refuse_token()`),
    )
    try {
      const signIn = await callApi(
        app,
        'POST',
        'auth/sign-in',
        { email: member.email, password: member.password, local_device_id: device },
        { ip: randomIp() },
      )
      expect(signIn.status).toBe(500)
    } finally {
      await database.db.execute(sql`drop trigger refuse_token on access_tokens`)
      await database.db.execute(sql`drop function refuse_token()`)
    }
    expect((await cartCalls(app).get(device)).cart_items.map((line) => line.qty)).toEqual([1])
    expect(await memberCart(member.id)).toEqual([])
  })

  test("a signed-out token is a guest again, who no longer sees the member's cart", async () => {
    const member = await newMember()
    const device = newDevice()
    const line = { local_device_id: device, product_detail_id: a.productId, size: a.size, qty: 1 }
    expect((await callApi(app, 'POST', 'cart', line, { token: member.token })).status).toBe(200)
    const read = () =>
      callApi<{ cart: { cart_items: unknown[] } }>(
        app,
        'GET',
        'cart',
        { local_device_id: device },
        { token: member.token },
      )
    expect((await read()).body.cart.cart_items).toHaveLength(1)
    await callApi(app, 'POST', 'auth/sign-out', {}, { token: member.token })
    const after = await read()
    expect(after.status).toBe(200)
    expect(after.body.cart.cart_items).toEqual([])
  })
})
