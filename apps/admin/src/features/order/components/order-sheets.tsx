import * as m from '#messages'
import { useId } from 'react'
import { orderNumber } from '@store/contract/orders'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import { unitsLeft } from '../utils/cancel-choice'
import { WaybillBarcode } from './waybill-barcode'
import { LOCALE, formatDateTime, formatRupiah } from '@/i18n/locale'

/** A courier order's shipping label: a printed sheet of its own. */
export function ShippingLabel({ order }: { order: OrderDetail }) {
  const { buyer, shipping } = order
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      data-sheet="label"
      className="print-sheet rounded-lg border-2 border-ink p-5"
    >
      <h2 id={titleId} className="flex justify-between text-lg font-bold">
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

/** What goes in the parcel, ticked as it is packed: the sheet after the label. */
export function PackingSlip({ order }: { order: OrderDetail }) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      data-sheet="slip"
      className="print-sheet rounded-lg border border-line bg-white p-5"
    >
      <h2 id={titleId} className="text-lg font-bold">
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
