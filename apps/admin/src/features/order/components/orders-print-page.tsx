import * as m from '#messages'
import { Fragment } from 'react'
import { useSearchParams } from 'react-router'
import { useOrdersToPrint } from '../api/get-orders-to-print'
import { PackingSlip, ShippingLabel } from './order-sheets'
import './print.css'

/**
 * /orders/print?refs=KN…,KN…: the labels and packing slips of the orders
 * selected on the board, in one document, each sheet a printed page.
 */
export function OrdersPrintPage() {
  const refs = useSearchParams()[0].get('refs') ?? ''
  const { data, error, isPending } = useOrdersToPrint(refs)
  if (isPending) return <p className="p-6 text-muted">{m.loading_orders()}</p>
  if (error)
    return (
      <p role="alert" className="p-6">
        {error.message}
      </p>
    )
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 p-4 sm:p-8">
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{m.print_orders({ count: data.orders.length })}</h1>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex min-h-10 items-center rounded-md bg-ink px-4 py-2 text-sm font-medium text-white"
        >
          {m.print()}
        </button>
      </div>
      {data.orders.map((order) => (
        <Fragment key={order.trx_ref}>
          <ShippingLabel order={order} />
          <PackingSlip order={order} />
        </Fragment>
      ))}
    </main>
  )
}
