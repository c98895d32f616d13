import type { BoardOrder } from '@store/contract/admin/orders-board'
import { wibInstant } from '@store/contract/format/wib-text'
import type { TestApp } from '../../../test/test-app'
import { callAdmin } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'

export type BoardAnswer = { data: { orders: BoardOrder[]; next_cursor: string | null } }
export type CountsAnswer = {
  data: {
    counts: { group: string; count: number | null }[]
    total: number | null
    attention: number
    showrooms: { id: number; name: string }[]
  }
}

/** A WIB day of its own per test, so each test reads only the orders it made. */
export const dayAt = (day: string, time = '10:00') => wibInstant(`${day} ${time}`)

export const boardOf = (t: TestApp, staff: TestStaff, query: Record<string, unknown>) =>
  callAdmin<BoardAnswer>(t.app, 'GET', 'orders-board', query, staff)

export const countsOf = (t: TestApp, staff: TestStaff, query: Record<string, unknown>) =>
  callAdmin<CountsAnswer>(t.app, 'GET', 'orders-board/counts', query, staff)

export const refsOf = (answer: { body: BoardAnswer }) =>
  answer.body.data.orders.map((order) => order.trx_ref)

export async function exportOf(t: TestApp, staff: TestStaff, query: Record<string, string>) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders-board/export?${new URLSearchParams(query).toString()}`,
    headers: { authorization: staff.authorization },
  })
  return { status: response.statusCode, headers: response.headers, body: response.body }
}
