import pg from 'pg'
import type { Cluster } from '../../e2e/cluster/harness'
import type { SaleSize } from './flash-sale-proofs'
import type { SaleItem, SaleLog } from './flash-sale-shopper'

/** The hub showroom: the sale's stock is there and nowhere else. */
export const HUB = 1

export async function operator(cluster: Cluster, baseUrl: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api/operator/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${cluster.operatorToken}`,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  })
  const json = (await response.json()) as { data?: Record<string, unknown>; error?: unknown }
  if (response.status !== 200)
    throw new Error(`operator ${path}: ${response.status} ${JSON.stringify(json)}`)
  return json.data ?? {}
}

/** The sale's sizes: the first product with three sizes, its stock set at the hub showroom only. */
export async function prepareSale(cluster: Cluster, unitsPerSize: number) {
  const client = new pg.Client({ connectionString: cluster.databaseUrl })
  await client.connect()
  try {
    const chosen = await client.query<{ id: number; product_id: number; size_code: string }>(
      `select id, product_id, size_code from product_sizes
       where is_available and product_id = (
         select product_id from product_sizes where is_available
         group by product_id having count(*) >= 3 order by product_id limit 1)
       order by sort_order, id limit 3`,
    )
    const showrooms = await client.query<{ id: number }>('select id from showrooms order by id')
    const browse = await client.query<{ product_id: number }>(
      `select distinct ps.product_id from product_sizes ps join stocks s on s.product_size_id = ps.id
       where s.qty > 0 order by ps.product_id limit 30`,
    )
    const sizes: SaleSize[] = []
    const items: SaleItem[] = []
    for (const row of chosen.rows) {
      for (const showroom of showrooms.rows)
        await operator(cluster, cluster.url, 'stock', {
          product: String(row.product_id),
          size: row.size_code,
          showroom_id: showroom.id,
          qty: showroom.id === HUB ? unitsPerSize : 0,
        })
      sizes.push({ productSizeId: row.id, size: row.size_code, startingStock: unitsPerSize })
      items.push({ productId: Number(row.product_id), size: row.size_code })
    }
    if (items.length < 3) throw new Error('the demo catalogue has no product with three sizes')
    return {
      sizes,
      items,
      browse: browse.rows
        .map((row) => Number(row.product_id))
        .filter((id) => id !== items[0]?.productId),
    }
  } finally {
    await client.end()
  }
}

async function waitingOrders(cluster: Cluster, billNos: string[]) {
  const client = new pg.Client({ connectionString: cluster.databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from orders where status = 'WAITING_PAYMENT' and trx_no = any($1)`,
      [billNos],
    )
    return Number(rows[0]?.count ?? 0)
  } finally {
    await client.end()
  }
}

/** Moves every instance's clock past the 1x24 hour hold, then runs the expiry and the mail jobs until they are done. */
export async function closeTheSale(cluster: Cluster, log: SaleLog) {
  for (const instance of cluster.instances)
    await operator(cluster, instance.url, 'clock', { minutes: 25 * 60 })
  const billNos = log.placed.map((order) => order.billNo)
  let expired = 0
  for (let run = 0; run < 20 && (await waitingOrders(cluster, billNos)) > 0; run += 1) {
    // A run that finds another instance's scheduled run holding the lock answers null.
    const data = await operator(cluster, cluster.url, 'jobs/run', { name: 'expire-orders' })
    expired += Number(data.count ?? 0)
    if (!data.count) await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  let sent = 0
  for (let run = 0; run < 40; run += 1) {
    const data = await operator(cluster, cluster.url, 'jobs/run', { name: 'send-order-events' })
    await operator(cluster, cluster.url, 'jobs/run', { name: 'retry-mail' })
    sent += Number(data.count ?? 0)
    if (data.count === 0) break
  }
  return { expired, eventsSentAfter: sent }
}
