import * as m from '#messages'
import { useParams } from 'react-router'
import { useOrderDetail } from '../api/get-order-detail'
import { PackingSlip, ShippingLabel } from './order-sheets'
import './print.css'

/** The packing slip and the shipping label of one courier order, laid out for A4 or a phone. */
export function OrderPrintPage() {
  const ref = useParams().ref ?? ''
  const { data: order, error, isPending } = useOrderDetail(ref)
  if (isPending) return <p className="p-6 text-muted">{m.loading_order()}</p>
  if (error)
    return (
      <p role="alert" className="p-6">
        {error.message}
      </p>
    )
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 p-4 sm:p-8">
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{m.print_order({ ref: order.trx_ref })}</h1>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex min-h-10 items-center rounded-md bg-ink px-4 py-2 text-sm font-medium text-white"
        >
          {m.print()}
        </button>
      </div>
      <ShippingLabel order={order} />
      <PackingSlip order={order} />
    </main>
  )
}
