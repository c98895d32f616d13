import type { z } from 'zod'
import { formatRupiah } from '@store/contract/format/money'
import type {
  OrderActionResponseSchema,
  OperatorOrder,
  OperatorOrdersSchema,
} from '@store/contract/operator-orders'
import { formatDateTime } from '@store/contract/format/date-time'
import type { Command } from '../command'
import { listPath, terminalTable } from './terminal-table'
import type { TerminalColumn } from './terminal-table'

type OrdersAnswer = z.infer<typeof OperatorOrdersSchema>
type CollectAnswer = z.infer<typeof OrderActionResponseSchema>

const COLUMNS: TerminalColumn<OperatorOrder>[] = [
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
export const ordersTable = (orders: readonly OperatorOrder[]) =>
  terminalTable(COLUMNS, orders, 'No orders.')

export const orderCommands: Command[] = [
  {
    name: 'orders',
    usage: 'orders [--status S] [--limit N]',
    summary: 'list the newest orders (ref, date, status, type, buyer, total)',
    run: async (client, args) => {
      const path = listPath('orders', args, ['status', 'limit'])
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
