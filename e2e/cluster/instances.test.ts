import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startCluster } from './harness'
import type { Cluster } from './harness'
import {
  call,
  connect,
  mailSubjects,
  operator,
  paidNotification,
  placeOrder,
  rows,
  stockBooks,
  stockedSizes,
  until,
} from './shop'
import type { DbClient } from './shop'

/**
 * What a shopper and staff see must not depend on which instance answers (issue 23,
 * "Several instances"): each test writes through one instance and reads through the other.
 */

let cluster: Cluster
let db: DbClient
let one: string
let two: string

beforeAll(async () => {
  cluster = await startCluster({ instances: 2, basePort: 27_700 })
  db = await connect(cluster.databaseUrl)
  ;[one, two] = cluster.instances.map((instance) => instance.url) as [string, string]
})

afterAll(async () => {
  await db?.end()
  await cluster?.stop()
})

/** A shopper's own address, as nginx passes it on (the instances trust 127.0.0.1). */
const shopperIp = () => `10.${[...randomBytes(3)].join('.')}`

describe('two instances behind nginx', () => {
  test('a cart made through one instance is read through the other, and through nginx by both', async () => {
    const [item] = await stockedSizes(db, 5, 1)
    if (!item) throw new Error('the demo store has no stocked size')
    const device = `cluster-${crypto.randomUUID()}`
    const line = { local_device_id: device, product_detail_id: item.productId, size: item.size }
    expect((await call(one, 'POST', 'cart', { ...line, qty: 2 })).status).toBe(200)

    type CartAnswer = { cart: { cart_items: { qty: number }[] } }
    const read = await call<CartAnswer>(two, 'GET', 'cart', { local_device_id: device })
    expect(read.status).toBe(200)
    expect(read.body.cart.cart_items.map((cartItem) => cartItem.qty)).toEqual([2])

    const before = (await cluster.accessLog()).length
    for (let round = 0; round < 6; round++) {
      const added = await call(cluster.url, 'POST', 'cart', { ...line, qty: 1 })
      expect(added.status).toBe(200)
      const cart = await call<CartAnswer>(cluster.url, 'GET', 'cart', { local_device_id: device })
      expect(cart.body.cart.cart_items.map((cartItem) => cartItem.qty)).toEqual([3 + round])
    }
    const upstreams = (await cluster.accessLog())
      .slice(before)
      .filter((entry) => entry.includes('/api/cart '))
      .map((entry) => entry.split(' ')[3])
    expect(upstreams).toHaveLength(12)
    expect(new Set(upstreams)).toEqual(
      new Set(cluster.instances.map((instance) => instance.url.replace('http://', ''))),
    )
  })

  test('a member signed in through one instance is signed in on the other', async () => {
    const password = `kain-${randomBytes(6).toString('hex')}`
    const email = `cluster.${randomBytes(4).toString('hex')}@example.co.id`
    const member = { name: 'Sari Wulandari', gender: 'FEMALE', email, password }
    const forwarded = { 'x-forwarded-for': shopperIp() }
    const signUp = await call(one, 'POST', 'auth/sign-up', {
      ...member,
      password_conf: password,
    })
    expect(signUp.status).toBe(200)
    const signIn = await call<{ access_token: string }>(
      one,
      'POST',
      'auth/sign-in',
      { email, password },
      forwarded,
    )
    expect(signIn.status).toBe(200)
    const token = signIn.body.access_token
    type Profile = { data: { profile: { email: string } } }
    const profile = await call<Profile>(two, 'GET', 'user/profile', {}, { authorization: token })
    expect(profile.status).toBe(200)
    expect(profile.body.data.profile.email).toBe(email)

    expect((await call(two, 'POST', 'auth/sign-out', {}, { authorization: token })).status).toBe(
      200,
    )
    expect((await call(one, 'GET', 'user/profile', {}, { authorization: token })).status).toBe(401)
  })

  test('staff signed in through one instance work on the other: a photo uploaded there is served by both', async () => {
    const email = `owner.${randomBytes(4).toString('hex')}@kainara.test`
    const password = 'a cluster owner password 2026'
    const made = await operator(one, cluster.operatorToken)('staff', {
      email,
      name: 'Cluster Owner',
      role: 'OWNER',
      password,
      showroom_ids: [],
    })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const signIn = await call(one, 'POST', 'admin/auth/sign-in', { email, password })
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200)
    const token = /kn_staff=([\w-]+)/.exec(signIn.headers.getSetCookie().join('\n'))?.[1]
    if (!token) throw new Error('the staff sign-in set no session cookie')
    const session = { authorization: `Bearer ${token}` }

    type Me = { data: { staff: { email: string } } }
    const me = await call<Me>(two, 'GET', 'admin/auth/me', {}, session)
    expect(me.status).toBe(200)
    expect(me.body.data.staff.email).toBe(email)

    const photo = await sharp({
      create: { width: 900, height: 1200, channels: 3, background: '#8a5a3c' },
    })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'batik.jpg')
    const upload = await fetch(`${two}/api/admin/media`, {
      method: 'POST',
      headers: session,
      body: form,
    })
    const uploaded = (await upload.json()) as { data: { key: string; url: string } }
    expect(upload.status, JSON.stringify(uploaded)).toBe(200)

    // Drawn on demand by whichever instance is asked; the source is in PostgreSQL.
    const rendition = `${uploaded.data.url}/640.webp`
    const drawn = await until(
      'the rendition drawn by the other instance',
      async () => {
        const response = await fetch(`${one}${rendition}`)
        const bytes = Buffer.from(await response.arrayBuffer())
        const ready =
          response.status === 200 && response.headers.get('cache-control') !== 'no-store'
        return ready ? bytes : null
      },
      60_000,
    )
    // The uploaded photo (900 × 1200), drawn 640 wide.
    expect(await sharp(drawn.value).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 853,
    })
    const { ms } = drawn
    console.log(`photo uploaded through instance 2, drawn by instance 1 in ${ms} ms`)
    const throughNginx = await fetch(`${cluster.url}${rendition}`)
    expect(throughNginx.status).toBe(200)
  })

  test('a stock change made through one instance shows on the other instance’s product answer', async () => {
    const [item] = await stockedSizes(db, 1, 1)
    if (!item) throw new Error('the demo store has no stocked size')
    const showrooms = await rows<{ showroom_id: number; qty: number }>(
      db,
      'select showroom_id, qty from stocks where product_size_id = $1',
      [item.sizeId],
    )
    type Product = { product: { sizes: { size_code: string; is_available: number }[] } }
    const available = async () => {
      const answer = await call<Product>(two, 'GET', 'product', { id: item.productId })
      return answer.body.product.sizes.find((size) => size.size_code === item.size)?.is_available
    }
    // The other instance has the product in its cache before the change.
    expect(await available()).toBe(1)
    expect(await available()).toBe(1)

    const setStock = operator(one, cluster.operatorToken)
    for (const { showroom_id: showroomId } of showrooms) {
      const answer = await setStock('stock', {
        product: String(item.productId),
        size: item.size,
        showroom_id: showroomId,
        qty: 0,
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    }
    const soldOut = await until('sold out on instance 2', async () => (await available()) === 0)
    for (const { showroom_id: showroomId, qty } of showrooms)
      await setStock('stock', {
        product: String(item.productId),
        size: item.size,
        showroom_id: showroomId,
        qty,
      })
    const back = await until('back in stock on instance 2', async () => (await available()) === 1)
    console.log(
      `stock change through instance 1 seen by instance 2 after ${soldOut.ms} ms (sold out) and ${back.ms} ms (back)`,
    )
  })

  test('a payment notification sent to both instances at once, and again, pays the order once', async () => {
    const [item] = await stockedSizes(db, 5, 1)
    if (!item) throw new Error('the demo store has no stocked size')
    const booksBefore = await stockBooks(db, [item.sizeId])
    const email = `paid.${randomBytes(4).toString('hex')}@example.co.id`
    const bill = await placeOrder(cluster.url, item, email)
    const booksPlaced = await stockBooks(db, [item.sizeId])
    expect(booksPlaced.held).toBe(booksBefore.held - 1)

    const notification = paidNotification(bill, cluster)
    type Reply = { response_code: string; bill_no: string }
    const send = (base: string) => call<Reply>(base, 'POST', 'payment/notification', notification)
    const first = await Promise.all([send(one), send(two), send(one), send(two)])
    const again = await Promise.all([send(cluster.url), send(two)])
    const answers = [...first, ...again]
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.body.bill_no).toBe(bill.order_id)
    }
    // '00' once, then '14' (already paid): both tell the provider to stop sending.
    expect(answers.map((answer) => answer.body.response_code).sort()).toEqual([
      '00',
      '14',
      '14',
      '14',
      '14',
      '14',
    ])

    const [order] = await rows<{ id: number; status: string; trx_no: string }>(
      db,
      'select id, status, trx_no from orders where trx_no = $1 or trx_ref = $1',
      [bill.order_id],
    )
    if (!order) throw new Error(`no order ${bill.order_id}`)
    expect(order.status).toBe('PAID')
    const events = await rows<{ kind: string }>(
      db,
      'select kind from order_events where order_id = $1 order by id',
      [order.id],
    )
    expect(events.map((event) => event.kind)).toEqual(['PLACED', 'PAID'])
    expect(await stockBooks(db, [item.sizeId])).toEqual(booksPlaced)

    // The order's events are sent once, whichever instance's dispatch gets to them.
    await until('the order events sent', async () => {
      const [unsent] = await rows<{ n: number }>(
        db,
        'select count(*)::int as n from order_events where order_id = $1 and sent_at is null',
        [order.id],
      )
      return unsent?.n === 0
    })
    const subjects = (await mailSubjects(cluster.dataDir))
      .filter((mail) => mail.to === email && mail.subject.includes(bill.order_reff))
      .map((mail) => mail.subject)
      .sort()
    expect(subjects).toEqual([
      `Payment received for your KAINARA order ${bill.order_reff}`,
      `Your KAINARA order ${bill.order_reff}`,
    ])
  })

  test('sign-in failures through both instances add up to one limit', async () => {
    const email = `guess.${randomBytes(4).toString('hex')}@example.co.id`
    const forwarded = { 'x-forwarded-for': shopperIp() }
    const statuses: number[] = []
    // Ten failures per address and e-mail in 15 minutes (AUTH_LIMITS.signInPerEmailAndIp).
    for (let attempt = 0; attempt < 12; attempt++) {
      const base = attempt % 2 === 0 ? one : two
      const answer = await call<{ error?: { message: string } }>(
        base,
        'POST',
        'auth/sign-in',
        { email, password: `wrong-password-${attempt}` },
        forwarded,
      )
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })

  // Last: it moves both instances' clocks a day on.
  test('a job run through both instances at once does its work once', async () => {
    const items = await stockedSizes(db, 5, 2)
    const sizeIds = items.map((item) => item.sizeId)
    const bills = []
    for (const item of items) bills.push(await placeOrder(cluster.url, item))
    const placed = await stockBooks(db, sizeIds)

    for (const base of [one, two]) {
      const moved = await operator(base, cluster.operatorToken)('clock', { minutes: 25 * 60 })
      expect(moved.status).toBe(200)
    }
    const runs = await Promise.all(
      [one, two, one, two].map((base) =>
        operator(base, cluster.operatorToken)('jobs/run', { name: 'expire-orders' }),
      ),
    )
    const counts = runs.map((run) => run.body.data?.count as number | null)
    console.log(`expire-orders through both at once: ${JSON.stringify(counts)}`)
    // The timetable (BACKGROUND_JOBS=on) may have run it first; never more than once an order.
    expect(counts.reduce<number>((sum, count) => sum + (count ?? 0), 0)).toBeLessThanOrEqual(
      bills.length,
    )
    const orders = await rows<{ status: string; events: string[] }>(
      db,
      `select o.status, array(select kind from order_events e where e.order_id = o.id order by e.id) as events
         from orders o where o.trx_no = any($1) or o.trx_ref = any($1)`,
      [bills.map((bill) => bill.order_id)],
    )
    expect(orders).toEqual(bills.map(() => ({ status: 'EXPIRED', events: ['PLACED', 'EXPIRED'] })))
    const after = await stockBooks(db, sizeIds)
    // Each unit given back once: held + sold is unchanged, and nothing is sold any more.
    expect(after.held + after.sold).toBe(placed.held + placed.sold)
    expect(after.held).toBe(placed.held + bills.length)
  })
})
