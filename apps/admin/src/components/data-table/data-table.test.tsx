import { renderToStaticMarkup } from 'react-dom/server'
import { createColumnHelper } from '@tanstack/react-table'
import { describe, expect, test } from 'vitest'
import { DataTable } from './data-table'
import type { DataTableProps } from './data-table'

interface Order {
  ref: string
  buyer: string
  email: string
  change: string
}

const ORDERS: Order[] = [
  { ref: 'KN-1', buyer: 'Ratna', email: 'ratna.sari.dewi@example.co.id', change: '{"qty":3}' },
  { ref: 'KN-2', buyer: 'Dewi', email: 'dewi@example.co.id', change: '{"qty":2}' },
]

const column = createColumnHelper<Order>()
const COLUMNS = [
  column.accessor('ref', { header: 'Order' }),
  column.accessor('email', { header: 'E-mail', meta: { wrap: 'nowrap' } }),
  column.accessor('change', { header: 'Change', meta: { wrap: 'anywhere', width: 'min-w-64' } }),
]

const render = (props: Partial<DataTableProps<Order>> = {}) =>
  renderToStaticMarkup(
    <DataTable
      label="Orders"
      data={ORDERS}
      columns={COLUMNS}
      rowId={(order) => order.ref}
      empty="No order matches these filters."
      {...props}
    />,
  )

describe('the one table of the back office', () => {
  test('a table wider than the screen scrolls in a region the keyboard can reach, named by its caption', () => {
    const html = render({ minWidth: 'min-w-[52rem]' })
    const region = /<div role="region" aria-labelledby="([^"]+)" tabindex="0"/.exec(html)
    expect(region).not.toBeNull()
    expect(html).toContain(`<caption id="${region?.[1]}" class="sr-only">Orders</caption>`)
    expect(html).toContain('min-w-[52rem]')
  })

  test('an e-mail keeps to one line and a long JSON value breaks anywhere rather than run off', () => {
    const html = render({ narrow: 'scroll' })
    expect(html).toMatch(
      /<td class="[^"]*whitespace-nowrap[^"]*">ratna\.sari\.dewi@example\.co\.id<\/td>/,
    )
    expect(html).toMatch(
      /<td class="[^"]*\[overflow-wrap:anywhere\][^"]*min-w-64[^"]*">\{&quot;qty&quot;:3\}<\/td>/,
    )
    expect(html).not.toContain('break-all')
  })

  test('with a card for phones, the cards are a list named like the table and the table waits for a wide screen', () => {
    const html = render({ card: (order) => <p>{order.buyer}</p> })
    expect(html).toContain('<ul aria-label="Orders" class="flex flex-col gap-3">')
    expect(html).toContain('<p>Ratna</p>')
    expect(html).toMatch(/<div role="region"[^>]*class="[^"]*hidden md:block/)
  })

  test('without a card, each cell is named by its column on a phone', () => {
    const html = render()
    expect(html).toContain('<span aria-hidden="true" class="text-muted md:hidden">E-mail</span>')
  })

  test('an empty list says so instead of drawing an empty table', () => {
    const html = render({ data: [] })
    expect(html).toContain('No order matches these filters.')
    expect(html).not.toContain('<table')
  })

  test('a list that takes bulk actions has a named tick per row and one for every row, checked as selected', () => {
    const html = render({
      selection: {
        selected: { 'KN-2': true },
        onChange: () => undefined,
        rowLabel: (order) => `Select order ${order.ref}`,
        allLabel: 'Select every order on this page',
      },
      card: (order) => <p>{order.buyer}</p>,
    })
    const boxes = [
      ...html.matchAll(/<input type="checkbox" aria-label="([^"]+)" class="[^"]*"( checked="")?/g),
    ].map(([, label, checked]) => `${label}${checked ? ' (ticked)' : ''}`)
    // The phone's select-all and cards, then the wide screen's header and rows.
    expect(boxes).toEqual([
      'Select every order on this page',
      'Select order KN-1',
      'Select order KN-2 (ticked)',
      'Select every order on this page',
      'Select order KN-1',
      'Select order KN-2 (ticked)',
    ])
  })
})
