import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import pg from 'pg'
import { readEnv } from '../../apps/api/src/env'
import {
  DISTRICT,
  guestCourierOrder,
  HUB,
  paidNotification as notificationOf,
} from '../../bench/src/checkout-journey'
import type { Cluster } from './harness'

/**
 * What the cluster tests do as a shopper, a member, staff or the operator would, over HTTP,
 * and what they read back from the database to check the books.
 */

export interface Answer<T = Record<string, unknown>> {
  status: number
  body: T
  headers: Headers
}

/** One call to the API at `base` (nginx or one instance): query string for GET, JSON otherwise. */
export async function call<T = Record<string, unknown>>(
  base: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const inQuery = method === 'GET' || method === 'DELETE'
  const query = new URLSearchParams(
    Object.entries(payload).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString()
  const response = await fetch(`${base}/api/${path}${inQuery && query ? `?${query}` : ''}`, {
    method,
    headers: inQuery ? headers : { 'content-type': 'application/json', ...headers },
    body: inQuery ? undefined : JSON.stringify(payload),
    signal: AbortSignal.timeout(60_000),
  })
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = { unreadable: text.slice(0, 500) }
  }
  return { status: response.status, body: body as T, headers: response.headers }
}

/** The operator's calls (docs/decisions/026), with the cluster's token. */
export const operator = (base: string, token: string) => (path: string, payload: object) =>
  call<{ data?: Record<string, unknown>; error?: { message: string } }>(
    base,
    'POST',
    `operator/${path}`,
    { ...payload },
    { authorization: `Bearer ${token}` },
  )

export interface Bill {
  order_id: string
  /** The order reference the shopper's mails name. */
  order_reff: string
  bill_total: string
  merchant_id: string
}

/** A step of a journey the store refused or failed: what the client saw. */
export class StepError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${path}: ${status} ${JSON.stringify(body)}`)
  }
}

/** A guest's order of one unit, from cart to the order placed (bench/src/checkout-journey.ts). */
export async function placeOrder(
  base: string,
  item: { productId: number; size: string },
  email = 'cluster@example.co.id',
) {
  const device = `cluster-${crypto.randomUUID()}`
  const step = async (path: string, body: object) => {
    const answer = await call(base, 'POST', path, { ...body })
    if (answer.status !== 200) throw new StepError(path, answer.status, answer.body)
    return answer.body
  }
  const hub = { local_device_id: device, showroom_id: HUB }
  await step('cart', {
    local_device_id: device,
    product_detail_id: item.productId,
    size: item.size,
    qty: 1,
  })
  await step('checkout', { local_device_id: device })
  await step('check-showroom-stock-availability', hub)
  const quotes = (await step('checkout-shipping', { ...hub, subdistrict_id: DISTRICT })) as {
    data: { sicepat: { service: string; tariff: number }[] }
  }
  const reg = quotes.data.sicepat.find((option) => option.service === 'REG')
  const order = (await step(
    'checkout-trx',
    guestCourierOrder(hub, { email, name: 'Cluster Shopper' }, reg?.tariff ?? 0),
  )) as { data: { payment_data: Bill } }
  return order.data.payment_data
}

/** The payment provider's success notification for a bill, signed as the cluster's built-in page signs it. */
export function paidNotification(bill: Bill, cluster: Pick<Cluster, 'paymentSandboxSecret'>) {
  return notificationOf(
    bill,
    readEnv({ PAYMENT_SANDBOX_SECRET: cluster.paymentSandboxSecret }),
    'cluster',
  )
}

/** One connection to the cluster's database for the test's own reads. */
export async function connect(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  return client
}
export type DbClient = pg.Client

export async function rows<T>(db: DbClient, text: string, values: unknown[] = []) {
  return (await db.query(text, values)).rows as T[]
}

/** Sizes with at least `qty` units in the online hub, of products on sale. */
export async function stockedSizes(db: DbClient, qty: number, count: number) {
  return rows<{ productId: number; size: string; sizeId: number }>(
    db,
    `select p.id as "productId", ps.size_code as size, ps.id as "sizeId"
       from stocks s join product_sizes ps on ps.id = s.product_size_id
       join products p on p.id = ps.product_id
      where s.showroom_id = $1 and s.qty >= $2 and p.is_active and ps.is_available
      order by p.id, ps.id limit $3`,
    [HUB, qty, count],
  )
}

/**
 * The books of a sale of these sizes: units held now, and units on the lines of every order
 * that still holds its stock (not expired or cancelled).
 */
export async function stockBooks(db: DbClient, sizeIds: number[]) {
  const [held] = await rows<{ units: number }>(
    db,
    'select coalesce(sum(qty), 0)::int as units from stocks where product_size_id = any($1)',
    [sizeIds],
  )
  const [sold] = await rows<{ units: number }>(
    db,
    `select coalesce(sum(l.qty), 0)::int as units from order_lines l join orders o on o.id = l.order_id
      where l.product_size_id = any($1) and o.status not in ('EXPIRED', 'CANCELLED')`,
    [sizeIds],
  )
  return { held: held?.units ?? 0, sold: sold?.units ?? 0 }
}

/** Orders with no line: a half-written order. */
export async function ordersWithoutLines(db: DbClient) {
  return rows<{ trx_no: string }>(
    db,
    'select trx_no from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)',
  )
}

/** The subjects of the mail the instances wrote to the shared mail folder (no SMTP_URL). */
export async function mailSubjects(dataDir: string) {
  const dir = join(dataDir, 'mail')
  const files = (await readdir(dir)).filter((name) => name.endsWith('.eml'))
  return Promise.all(
    files.map(async (name) => {
      const text = await readFile(join(dir, name), 'utf8')
      return {
        to: /^To: (.*)$/m.exec(text)?.[1] ?? '',
        subject: /^Subject: (.*)$/m.exec(text)?.[1] ?? '',
        text,
      }
    }),
  )
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` until it answers something truthy; how long it took, for the log. */
export async function until<T>(
  what: string,
  check: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<{ value: T; ms: number }> {
  const started = Date.now()
  for (;;) {
    const value = await check()
    if (value) return { value, ms: Date.now() - started }
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not after ${timeoutMs} ms`)
    await sleep(50)
  }
}
