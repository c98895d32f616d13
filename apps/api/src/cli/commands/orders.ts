import type { z } from 'zod'
import { formatRupiah } from '@store/contract/format/money'
import type {
  OrderActionResponseSchema,
  OperatorOrder,
  OperatorOrdersSchema,
} from '@store/contract/operator-orders'
import { formatDateTime } from '@store/contract/format/date-time'
import type { Command } from '../command'

type OrdersAnswer = z.infer<typeof OperatorOrdersSchema>
type CollectAnswer = z.infer<typeof OrderActionResponseSchema>

/** Reads `--name value` options; anything else is left as a positional argument. */
export function readOptions(args: string[]) {
  const options = new Map<string, string>()
  const rest: string[] = []
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? ''
    if (arg.startsWith('--')) {
      options.set(arg.slice(2), args[i + 1] ?? '')
      i += 1
    } else rest.push(arg)
  }
  return { options, rest }
}

const COLUMNS: [string, (order: OperatorOrder) => string][] = [
  ['REF', (o) => o.trx_ref],
  ['DATE', (o) => formatDateTime(o.trx_date)],
  ['STATUS', (o) => o.trx_status],
  ['TYPE', (o) => (o.shipping_type === 'PICKUP_ON_STORE' ? 'pick-up' : 'courier')],
  ['BUYER', (o) => `${o.buyer_name}${o.member ? '' : ' (guest)'} <${o.buyer_email}>`],
  ['TOTAL', (o) => formatRupiah(o.grand_total)],
  [
    'CODE / RESI',
    (o) => o.pickup_code ?? o.no_resi ?? (o.booking_error ? `! ${o.booking_error}` : '-'),
  ],
]

/** The orders as a table a terminal shows well: one line each, columns padded. */
export function ordersTable(orders: readonly OperatorOrder[]): string {
  if (orders.length === 0) return 'No orders.'
  const cells = [
    COLUMNS.map(([title]) => title),
    ...orders.map((o) => COLUMNS.map(([, cell]) => cell(o))),
  ]
  const widths = COLUMNS.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  )
  return cells
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

export const orderCommands: Command[] = [
  {
    name: 'orders',
    usage: 'orders [--status S] [--limit N]',
    summary: 'list the newest orders (ref, date, status, type, buyer, total)',
    run: async (client, args) => {
      const { options } = readOptions(args)
      const query = new URLSearchParams()
      for (const key of ['status', 'limit']) {
        const value = options.get(key)
        if (value !== undefined) query.set(key, value)
      }
      const path = query.size > 0 ? `orders?${query.toString()}` : 'orders'
      return ordersTable(((await client.get(path)) as OrdersAnswer).data.orders)
    },
  },
  {
    name: 'collect',
    usage: 'collect <order ref or no> [pick-up code]',
    summary: 'hand over a pick-up that is ready (it becomes COMPLETED)',
    run: async (client, [order, code]) => {
      const body = { order: order ?? '', ...(code === undefined ? {} : { pickup_code: code }) }
      return ((await client.post('orders/collect', body)) as CollectAnswer).data.message
    },
  },
  {
    name: 'set-waybill',
    usage: 'set-waybill <order ref or no> <waybill no>',
    summary: 'enter a waybill booked in the courier portal (the order is then tracked)',
    run: async (client, [order, noResi]) => {
      const body = { order: order ?? '', no_resi: noResi ?? '' }
      return ((await client.post('orders/waybill', body)) as CollectAnswer).data.message
    },
  },
]
