import type { ReactNode } from 'react'
import type { Order } from '@store/contract/orders'
import { formatDate } from '@store/contract/format/dates'
import { formatDateTime } from '@store/contract/format/date-time'
import { TRX_STATUS_LABELS } from '@store/contract/format/order-status'
import { addressLines, shown } from '../utils/order-view'
import { useRupiah } from '@/lib/use-rupiah'

/** A titled block of label / value rows of the detail modal. */
export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line pt-5">
      <h3 className="mb-3 text-[11px] font-semibold tracking-[0.25em] text-muted uppercase">
        {title}
      </h3>
      <dl className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {children}
      </dl>
    </section>
  )
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  )
}

export function OrderInformation({ order }: { order: Order }) {
  return (
    <OrderSection title="Order Information">
      <Row label="Order No">{order.trx_ref}</Row>
      <Row label="Order Date">{formatDate(order.trx_date)}</Row>
      <Row label="Status">
        <span className="font-semibold">{TRX_STATUS_LABELS[order.trx_status]}</span>
      </Row>
    </OrderSection>
  )
}

export function ShippingInformation({ order }: { order: Order }) {
  const rupiah = useRupiah()
  if (order.shipping_type === 'PICKUP_ON_STORE')
    return (
      <OrderSection title="Shipping">
        <Row label="Type">Store Pickup</Row>
        <Row label="Pick-up Location">{shown(order.showroom?.showroom_name)}</Row>
        <Row label="Pick-up Code">
          <span className="font-semibold tracking-[0.2em]">{shown(order.pickup_code)}</span>
        </Row>
        {order.pickup_qr && (
          <Row label="Pick-up QR">
            <img
              src={order.pickup_qr}
              alt={`QR code of pick-up code ${order.pickup_code ?? ''}; show it at the counter`}
              width={160}
              height={160}
              className="border border-line bg-white"
            />
          </Row>
        )}
      </OrderSection>
    )
  const courier = [order.shipping_courier?.toUpperCase(), order.shipping_service_name]
  const address = addressLines(order)
  return (
    <OrderSection title="Shipping">
      <Row label="Type">Online Delivery</Row>
      <Row label="Courier">{shown(courier.filter(Boolean).join(' '))}</Row>
      <Row label="Cost">{rupiah(order.shipping_cost)}</Row>
      <Row label="Recipient">{shown(order.address_recipient_name)}</Row>
      <Row label="Phone">{shown(order.address_recipient_phone)}</Row>
      <Row label="Address Name">{shown(order.address_label)}</Row>
      <Row label="Address">
        {address.length === 0
          ? '-'
          : address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
      </Row>
      <Row label="Notes">{shown(order.notes ?? order.shipping_notes)}</Row>
      <Row label="No. Resi">
        <span className="font-semibold">{shown(order.no_resi)}</span>
      </Row>
    </OrderSection>
  )
}

export function PaymentInformation({ order }: { order: Order }) {
  return (
    <OrderSection title="Payment">
      <Row label="Status">{shown(order.payment_status_desc)}</Row>
      <Row label="Channel">{shown(order.payment_channel)}</Row>
      <Row label="Due Date">{formatDateTime(order.payment_duedate)}</Row>
      <Row label="Payment Date">{formatDateTime(order.payment_date)}</Row>
    </OrderSection>
  )
}
