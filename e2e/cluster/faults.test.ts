import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startMailServer } from '../../apps/api/src/test/mail-server'
import type { MailServer } from '../../apps/api/src/test/mail-server'
import { startCluster } from './harness'
import type { Cluster } from './harness'
import {
  call,
  connect,
  operator,
  ordersWithoutLines,
  paidNotification,
  placeOrder,
  rows,
  sleep,
  stockBooks,
  stockedSizes,
  until,
} from './shop'
import type { DbClient } from './shop'
import { startShoppers } from './shoppers'
import type { Journey } from './shoppers'

/**
 * A sale must survive what goes wrong in production (issue 23, "Faults during the sale"):
 * an instance killed, the database restarted, the mail server refusing. Each test breaks
 * one thing while shoppers check out, then checks what they saw and the books.
 */

const BASE_PORT = 27_800
let cluster: Cluster
let db: DbClient
let smtp: MailServer

beforeAll(async () => {
  smtp = await startMailServer()
  cluster = await startCluster({
    instances: 2,
    basePort: BASE_PORT,
    env: { SMTP_URL: smtp.url },
  })
  db = await connect(cluster.databaseUrl)
})

afterAll(async () => {
  await db?.end().catch(() => undefined)
  await cluster?.stop()
  await smtp?.close()
})

/** The local ports of a process's connections to the cluster's PostgreSQL. */
function databasePortsOf(pid: number): number[] {
  const out = execFileSync('ss', ['-tnpH', 'state', 'established', `( dport = :${BASE_PORT} )`], {
    encoding: 'utf8',
  })
  return out
    .split('\n')
    .filter((line) => line.includes(`pid=${pid},`))
    .map((line) => Number(/127\.0\.0\.1:(\d+)\s+127\.0\.0\.1:\d+/.exec(line)?.[1]))
    .filter((port) => port > 0)
}

/** What a database connection of the test sees as a sale's books, and the orders placed since. */
async function books(sizeIds: number[], sinceOrderId: number) {
  const placed = await rows<{ trx_no: string; lines: number; units: number }>(
    db,
    `select o.trx_no, count(l.id)::int as lines, coalesce(sum(l.qty), 0)::int as units
       from orders o left join order_lines l on l.order_id = o.id
      where o.id > $1 group by o.id`,
    [sinceOrderId],
  )
  return { ...(await stockBooks(db, sizeIds)), placed }
}

/** Sizes for a sale, each with `qty` units in the online hub (set as the operator sets stock). */
async function saleSizes(qty: number) {
  const items = await stockedSizes(db, 1, 3)
  if (items.length < 3) throw new Error('the demo store has too few stocked sizes')
  for (const item of items) {
    const set = await operator(cluster.url, cluster.operatorToken)('stock', {
      product: String(item.productId),
      size: item.size,
      showroom_id: 1,
      qty,
    })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
  }
  return items
}

async function lastOrderId() {
  const [last] = await rows<{ id: number }>(
    db,
    'select coalesce(max(id), 0)::int as id from orders',
  )
  return last?.id ?? 0
}

/** Every order the shoppers were told was placed exists, whole, with its unit taken from stock. */
async function expectWholeBooks(
  sizeIds: number[],
  before: { held: number; sold: number },
  sinceOrderId: number,
  journeys: Journey[],
) {
  const after = await books(sizeIds, sinceOrderId)
  expect(await ordersWithoutLines(db)).toEqual([])
  expect(after.placed.every((order) => order.lines === 1 && order.units === 1)).toBe(true)
  // No unit lost and none sold twice: what left the shelves is what the new orders hold.
  expect(after.held + after.sold).toBe(before.held + before.sold)
  expect(after.sold - before.sold).toBe(after.placed.length)
  const told = journeys.flatMap((journey) => (journey.bill ? [journey.bill.order_id] : []))
  const placed = new Set(after.placed.map((order) => order.trx_no))
  expect(told.filter((orderId) => !placed.has(orderId))).toEqual([])
  return after
}

describe('faults during a sale on two instances', () => {
  test('kill -9 of one instance mid-checkout: nginx sends the rest to the other, no half order, nothing held', async () => {
    const items = await saleSizes(200)
    const sizeIds = items.map((item) => item.sizeId)
    const before = await stockBooks(db, sizeIds)
    const since = await lastOrderId()
    const victim = cluster.instances[0]
    const survivor = cluster.instances[1]
    if (!victim || !survivor) throw new Error('the cluster has two instances')
    const pid = victim.pid()
    if (!pid) throw new Error('instance 1 is not running')

    const shoppers = startShoppers(cluster.url, items, 6)
    await until('checkouts under way', () => shoppers.done() >= 6, 60_000)
    const ports = databasePortsOf(pid)
    expect(ports.length).toBeGreaterThan(0)
    await victim.kill('SIGKILL')
    const killedAt = Date.now()
    await until('checkouts after the kill', () => shoppers.done() >= 30, 120_000)
    const journeys = await shoppers.stop()

    const inFlight = journeys.filter((journey) => journey.startedAt <= killedAt)
    const later = journeys.filter((journey) => journey.startedAt > killedAt)
    const seen = inFlight.flatMap((journey) =>
      journey.failure ? [JSON.stringify(journey.failure).slice(0, 120)] : [],
    )
    console.log(
      `kill -9: ${seen.length} of ${inFlight.length} journeys under way failed (${[...new Set(seen)].join('; ')}); ${later.length} started after`,
    )
    expect(later.length).toBeGreaterThan(0)
    expect(later.filter((journey) => journey.failure)).toEqual([])
    // A call the killed instance took down with it is not sent again (it may have changed
    // something); nginx answers it with the shop's readable message, never its own page.
    for (const { failure } of inFlight.filter((journey) => journey.failure)) {
      expect(failure).toMatchObject({ status: 503 })
      const { body } = failure as { body: { error?: { message?: unknown } } }
      expect(body.error?.message, JSON.stringify(body)).toBe(
        'The shop lost its connection for a moment. Please try again in a few seconds.',
      )
    }
    expect(survivor.running()).toBe(true)

    // The dead instance's database sessions end, and with them its transactions and locks.
    const gone = await until('the killed instance’s backends gone', async () => {
      const left = await rows<{ pid: number }>(
        db,
        'select pid from pg_stat_activity where client_port = any($1)',
        [ports],
      )
      return left.length === 0
    })
    console.log(
      `the killed instance's ${ports.length} database sessions ended within ${gone.ms} ms`,
    )
    const held = await rows<{ state: string }>(
      db,
      `select state from pg_stat_activity
        where pid <> pg_backend_pid() and datname is not null and state like 'idle in transaction%'`,
    )
    expect(held).toEqual([])
    await expectWholeBooks(sizeIds, before, since, journeys)

    // The rows it was working on are free: the same sizes sell at once through the survivor.
    for (const item of items) expect((await placeOrder(survivor.url, item)).order_id).toBeTruthy()

    await victim.start()
    expect(
      (await placeOrder(victim.url, items[0] ?? { productId: 0, size: '' })).order_id,
    ).toBeTruthy()
  })

  test('PostgreSQL restarted mid-sale: requests fail cleanly with a message, instances reconnect, nothing half-written', async () => {
    const items = await saleSizes(200)
    const sizeIds = items.map((item) => item.sizeId)
    const before = await stockBooks(db, sizeIds)
    const since = await lastOrderId()

    const shoppers = startShoppers(cluster.url, items, 6)
    await until('checkouts under way', () => shoppers.done() >= 6, 60_000)
    await db.end()
    const restartedAt = Date.now()
    await cluster.postgres.restart()
    console.log(`PostgreSQL restarted in ${Date.now() - restartedAt} ms`)
    db = await connect(cluster.databaseUrl)
    for (const instance of cluster.instances) {
      const ready = await until(
        `instance ${instance.index + 1} ready again`,
        async () => {
          if (!instance.running())
            throw new Error(
              `instance ${instance.index + 1} stopped:\n${(await instance.log()).slice(-3000)}`,
            )
          return (await fetch(`${instance.url}/readyz`)).status === 200
        },
        60_000,
      )
      console.log(`instance ${instance.index + 1} ready ${ready.ms} ms after the restart`)
    }
    const readyAt = Date.now()
    await until(
      'checkouts after the restart',
      () => shoppers.journeys.filter((journey) => journey.startedAt > readyAt).length >= 12,
      120_000,
    )
    const journeys = await shoppers.stop()
    // Once both answer ready, the sale goes on: no journey started after fails.
    expect(journeys.filter((journey) => journey.startedAt > readyAt && journey.failure)).toEqual([])

    const failed = journeys.filter((journey) => journey.failure)
    console.log(
      `PostgreSQL restart: ${failed.length} of ${journeys.length} journeys failed: ${JSON.stringify(
        [...new Set(failed.map((journey) => JSON.stringify(journey.failure)))].slice(0, 5),
      )}`,
    )
    for (const { failure } of failed) {
      // An answer, never a dropped connection or a hang (the client gives up after 60 s).
      expect(failure).toMatchObject({ status: expect.any(Number) as number })
      const { status, body } = failure as {
        status: number
        body: { error?: { message?: unknown } }
      }
      expect(status, JSON.stringify(body)).toBe(503)
      expect(typeof body.error?.message, JSON.stringify(body)).toBe('string')
      expect(String(body.error?.message).length).toBeGreaterThan(0)
    }
    for (const instance of cluster.instances) expect(instance.running()).toBe(true)
    await expectWholeBooks(sizeIds, before, since, journeys)
    for (const instance of cluster.instances)
      expect(
        (await placeOrder(instance.url, items[0] ?? { productId: 0, size: '' })).order_id,
      ).toBeTruthy()
  })

  // Last: it moves both instances' clocks on.
  test('mail refused: orders go through, the mail is kept, and sent once when the server takes it again', async () => {
    const [item] = await stockedSizes(db, 5, 1)
    if (!item) throw new Error('the demo store has no stocked size')
    const email = `refused.${randomBytes(4).toString('hex')}@example.co.id`
    smtp.refuse(true)
    const bill = await placeOrder(cluster.url, item, email)
    const paid = await call(
      cluster.url,
      'POST',
      'payment/notification',
      paidNotification(bill, cluster),
    )
    expect(paid.status).toBe(200)

    type Kept = { subject: string; attempts: number }
    const keptMail = () =>
      rows<Kept>(
        db,
        'select subject, attempts from mail_outbox where to_address = $1 order by subject',
        [email],
      )
    await until('both mails kept', async () => (await keptMail()).length === 2)
    const expected = [
      `Payment received for your KAINARA order ${bill.order_reff}`,
      `Your KAINARA order ${bill.order_reff}`,
    ]
    expect((await keptMail()).map((mail) => mail.subject)).toEqual(expected)

    const runEverywhere = async (minutes: number) => {
      for (const instance of cluster.instances) {
        const moved = await operator(instance.url, cluster.operatorToken)('clock', { minutes })
        expect(moved.status).toBe(200)
      }
      return Promise.all(
        [...cluster.instances, ...cluster.instances].map((instance) =>
          operator(instance.url, cluster.operatorToken)('jobs/run', { name: 'retry-mail' }),
        ),
      )
    }
    // Still refused: tried again, kept again.
    for (const run of await runEverywhere(2)) expect(run.status).toBe(200)
    expect((await keptMail()).map((mail) => mail.attempts)).toEqual([2, 2])

    smtp.refuse(false)
    await sleep(100)
    const runs = await runEverywhere(10)
    console.log(
      `retry-mail through both at once: ${JSON.stringify(runs.map((run) => run.body.data?.count))}`,
    )
    expect(await keptMail()).toEqual([])
    // Each run answered after its sends: every copy there will be has arrived.
    const mails = await smtp.mailsTo(email, 2)
    expect(
      smtp.received
        .filter((mail) => mail.to === email)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(expected)
    expect(mails).toHaveLength(2)
  })
})
