import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import pg from 'pg'
import type { SaleLog } from './flash-sale-shopper'

export interface SaleSize {
  productSizeId: number
  size: string
  startingStock: number
}

export interface Proof {
  name: string
  pass: boolean
  detail: string
}

/** Statuses of an order that holds its units: waiting for payment, or paid and onwards. */
const LIVE = `('WAITING_PAYMENT','PAID','PROCESSED','SHIPPED','READY_FOR_PICKUP','COMPLETED')`
const PAID_OR_LATER = ['PAID', 'PROCESSED', 'SHIPPED', 'READY_FOR_PICKUP', 'COMPLETED']

/**
 * What the sale must leave behind, read from the database (and the mail
 * directory) after the unpaid orders have expired and the order events
 * have been sent.
 */
export async function proveSale(options: {
  databaseUrl: string
  mailDir: string
  sizes: SaleSize[]
  log: SaleLog
}): Promise<Proof[]> {
  const { sizes, log } = options
  const client = new pg.Client({ connectionString: options.databaseUrl })
  await client.connect()
  try {
    const ids = sizes.map((size) => size.productSizeId)
    const proofs: Proof[] = []
    const perSize = await client.query<{
      product_size_id: number
      stock: string
      min_stock: number
      live: string
      paid: string
    }>(
      `select s.id as product_size_id,
         (select coalesce(sum(qty), 0) from stocks where product_size_id = s.id) as stock,
         (select coalesce(min(qty), 0) from stocks where product_size_id = s.id) as min_stock,
         (select coalesce(sum(l.qty), 0) from order_lines l join orders o on o.id = l.order_id
           where l.product_size_id = s.id and o.status in ${LIVE}) as live,
         (select coalesce(sum(l.qty), 0) from order_lines l join orders o on o.id = l.order_id
           where l.product_size_id = s.id and o.status in ('${PAID_OR_LATER.join("','")}')) as paid
       from product_sizes s where s.id = any($1)`,
      [ids],
    )
    const rows = new Map(perSize.rows.map((row) => [Number(row.product_size_id), row]))
    const describe = (fn: (size: SaleSize, row: (typeof perSize.rows)[number]) => string) =>
      sizes.map((size) => fn(size, rows.get(size.productSizeId) ?? perSize.rows[0]!)).join(', ')
    proofs.push({
      name: 'no unit sold twice (paid + held units per size <= starting stock, stock never negative)',
      pass: sizes.every((size) => {
        const row = rows.get(size.productSizeId)
        return row && Number(row.live) <= size.startingStock && Number(row.min_stock) >= 0
      }),
      detail: describe(
        (size, row) =>
          `${size.size}: ${Number(row.live)} sold or held of ${size.startingStock}, least stock ${row.min_stock}`,
      ),
    })
    proofs.push({
      name: 'stock + units in live orders = starting stock (expired orders gave theirs back)',
      pass: sizes.every((size) => {
        const row = rows.get(size.productSizeId)
        return row && Number(row.stock) + Number(row.live) === size.startingStock
      }),
      detail: describe(
        (size, row) =>
          `${size.size}: ${Number(row.stock)} + ${Number(row.live)} = ${Number(row.stock) + Number(row.live)} of ${size.startingStock}`,
      ),
    })

    const placed = await client.query<{
      trx_no: string
      status: string
      buyer_email: string
      lines: string
      placed_sent: boolean | null
      paid_sent: boolean | null
    }>(
      `select o.trx_no, o.status, o.buyer_email,
         (select count(*) from order_lines where order_id = o.id) as lines,
         (select sent_at is not null from order_events where order_id = o.id and kind = 'PLACED') as placed_sent,
         (select sent_at is not null from order_events where order_id = o.id and kind = 'PAID') as paid_sent
       from orders o where o.trx_no = any($1)`,
      [log.placed.map((order) => order.billNo)],
    )
    const orders = new Map(placed.rows.map((row) => [row.trx_no, row]))
    const lost = log.paidAnswers.filter(
      (billNo) => !PAID_OR_LATER.includes(orders.get(billNo)?.status ?? ''),
    )
    proofs.push({
      name: 'no paid order lost (every notification answered 00 has a PAID-or-later order)',
      pass: lost.length === 0 && log.paidAnswers.length > 0,
      detail: `${log.paidAnswers.length} answered 00, ${lost.length} not paid in the database${lost.length ? ` (${lost.slice(0, 3).join(', ')})` : ''}`,
    })
    const missing = log.placed.filter((order) => !orders.has(order.billNo))
    const halfOrders = placed.rows.filter((row) => Number(row.lines) === 0)
    proofs.push({
      name: 'every order answered 200 is in the database, none without lines',
      pass: missing.length === 0 && halfOrders.length === 0,
      detail: `${log.placed.length} placed, ${missing.length} missing, ${halfOrders.length} without lines`,
    })
    const unpaid = log.placed.filter((order) => !order.pay)
    const notExpired = unpaid.filter((order) => orders.get(order.billNo)?.status !== 'EXPIRED')
    proofs.push({
      name: 'every order left unpaid expired',
      pass: notExpired.length === 0,
      detail: `${unpaid.length} left unpaid, ${notExpired.length} not EXPIRED${
        notExpired.length
          ? ` (${notExpired
              .slice(0, 3)
              .map((order) => `${order.billNo} ${orders.get(order.billNo)?.status}`)
              .join(', ')})`
          : ''
      }`,
    })

    const paidRows = placed.rows.filter((row) => PAID_OR_LATER.includes(row.status))
    const withoutEvents = paidRows.filter((row) => !row.placed_sent || !row.paid_sent)
    proofs.push({
      name: 'every paid order has its PLACED and PAID events, sent',
      pass: withoutEvents.length === 0 && paidRows.length > 0,
      detail: `${paidRows.length} paid orders, ${withoutEvents.length} without both events sent`,
    })
    const mails = new Map<string, number>()
    for (const file of await readdir(options.mailDir)) {
      const text = await readFile(join(options.mailDir, file), 'utf8')
      const to = /^To: (?:.*<)?([^\s<>]+@[^\s<>]+?)>?\s*$/im.exec(text)?.[1]?.toLowerCase()
      if (to) mails.set(to, (mails.get(to) ?? 0) + 1)
    }
    const kept = await client.query<{ to_address: string; count: string }>(
      'select lower(to_address) as to_address, count(*) from mail_outbox group by 1',
    )
    for (const row of kept.rows)
      mails.set(row.to_address, (mails.get(row.to_address) ?? 0) + Number(row.count))
    // Each shopper has an address of its own and at most one order.
    const shortOfMail = paidRows.filter(
      (row) => (mails.get(row.buyer_email.toLowerCase()) ?? 0) < 2,
    )
    proofs.push({
      name: 'every paid order has its mails (order placed + paid, written or kept in the outbox)',
      pass: shortOfMail.length === 0 && paidRows.length > 0,
      detail: `${paidRows.length} paid orders, ${shortOfMail.length} with fewer than 2 mails to the buyer, ${kept.rows.reduce((sum, row) => sum + Number(row.count), 0)} kept in the outbox`,
    })
    return proofs
  } finally {
    await client.end()
  }
}
