import * as m from '#messages'
import { useParams } from 'react-router'
import { orderNumber } from '@store/contract/orders'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import { useOrderDetail } from '../api/get-order-detail'
import { unitsLeft } from '../utils/cancel-choice'
import { WaybillBarcode } from './waybill-barcode'
import './print.css'
import { LOCALE, formatDateTime, formatRupiah } from '@/i18n/locale'

function ShippingLabel({ order }: { order: OrderDetail }) {
  const { buyer, shipping } = order
  return (
    <section
      aria-labelledby="label-title"
      className="print-sheet rounded-lg border-2 border-ink p-5"
    >
      <h2 id="label-title" className="flex justify-between text-lg font-bold">
        <span>{m.shipping_label()}</span>
        <span>SiCepat {shipping.service}</span>
      </h2>
      <div className="my-4">
        {shipping.no_resi ? (
          <WaybillBarcode value={shipping.no_resi} />
        ) : (
          <p className="rounded border border-dashed border-stone-400 p-4 text-center">
            {m.no_waybill_yet()}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="text-xs font-semibold text-muted uppercase">{m.to()}</h3>
          <p className="font-semibold">{buyer.recipient_name ?? buyer.name}</p>
          <p>{buyer.phone}</p>
          <p>{buyer.address.join(', ')}</p>
          {buyer.address_notes && <p className="italic">{buyer.address_notes}</p>}
        </div>
        <div>
          <h3 className="text-xs font-semibold text-muted uppercase">{m.from()}</h3>
          <p className="font-semibold">{shipping.sender_name}</p>
          {shipping.sender_address.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>{shipping.sender_phone}</p>
          <p>{m.order_number({ number: orderNumber(order.trx_ref) })}</p>
          <p>{shipping.weight_grams.toLocaleString(LOCALE === 'id' ? 'id-ID' : 'en')} g</p>
        </div>
      </div>
    </section>
  )
}

function PackingSlip({ order }: { order: OrderDetail }) {
  return (
    <section
      aria-labelledby="slip-title"
      className="print-sheet rounded-lg border border-line bg-white p-5"
    >
      <h2 id="slip-title" className="text-lg font-bold">
        {m.packing_slip({ number: orderNumber(order.trx_ref) })}
      </h2>
      <p className="text-sm text-muted">
        {m.placed_for({
          ref: order.trx_ref,
          at: formatDateTime(order.created_at),
          name: order.buyer.name,
        })}
      </p>
      <table className="mt-4 w-full text-sm">
        <thead>
          <tr className="border-b border-ink text-left">
            <th className="px-1 py-1.5">{m.item()}</th>
            <th className="px-1 py-1.5">{m.products_code()}</th>
            <th className="px-1 py-1.5">{m.size()}</th>
            <th className="px-1 py-1.5 text-right">{m.qty()}</th>
            <th className="px-1 py-1.5 text-right">{m.packed()}</th>
          </tr>
        </thead>
        <tbody>
          {/* Only what is left to pack: units staff cancelled stay on the shelf. */}
          {order.lines
            .filter((line) => unitsLeft(line) > 0)
            .map((line) => (
              <tr key={line.id} className="border-b border-line">
                <td className="px-1 py-2">{line.product_name}</td>
                <td className="px-1 py-2 font-mono">{line.product_code}</td>
                <td className="px-1 py-2">{line.size_code}</td>
                <td className="px-1 py-2 text-right">{unitsLeft(line)}</td>
                <td className="px-1 py-2 text-right" aria-label={m.tick_when_packed()}>
                  ☐
                </td>
              </tr>
            ))}
        </tbody>
      </table>
      <p className="mt-3 text-right text-sm">
        {m.order_total({ amount: formatRupiah(order.totals.grand_total) })}
      </p>
      <p className="mt-4 text-sm">{m.thank_you_shopping()}</p>
    </section>
  )
}

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
