import type { ReactNode } from 'react'
import type { Order } from '@store/contract/orders'
import { TRX_STATUS_LABELS } from '@store/contract/order-status'
import { formatPrice } from '@store/contract/pricing'
import { useAppState } from '@/stores/app-state'
import { formatOrderDate, formatOrderDateTime } from '../utils/order-dates'
import { addressLines, shown } from '../utils/order-view'
import * as m from '#messages'

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
    <OrderSection title={m.order_information()}>
      <Row label={m.order_no()}>{order.trx_ref}</Row>
      <Row label={m.order_date()}>{formatOrderDate(order.trx_date)}</Row>
      <Row label={m.status()}>
        <span className="font-semibold">{TRX_STATUS_LABELS[order.trx_status]}</span>
      </Row>
    </OrderSection>
  )
}

export function ShippingInformation({ order }: { order: Order }) {
  const symbol = useAppState((state) => state.currencySymbol)
  if (order.shipping_type === 'PICKUP_ON_STORE')
    return (
      <OrderSection title={m.shipping_section()}>
        <Row label={m.type()}>{m.store_pickup_title()}</Row>
        <Row label={m.pickup_location()}>{shown(order.showroom?.showroom_name)}</Row>
        <Row label={m.pickup_code()}>
          <span className="font-semibold tracking-[0.2em]">{shown(order.pickup_code)}</span>
        </Row>
        {order.pickup_qr && (
          <Row label={m.pickup_qr()}>
            <img
              src={order.pickup_qr}
              alt={m.pickup_qr_alt({ code: order.pickup_code ?? '' })}
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
    <OrderSection title={m.shipping_section()}>
      <Row label={m.type()}>{m.online_delivery()}</Row>
      <Row label={m.courier()}>{shown(courier.filter(Boolean).join(' '))}</Row>
      <Row label={m.cost()}>{formatPrice(order.shipping_cost, symbol)}</Row>
      <Row label={m.recipient()}>{shown(order.address_recipient_name)}</Row>
      <Row label={m.phone()}>{shown(order.address_recipient_phone)}</Row>
      <Row label={m.address_name()}>{shown(order.address_label)}</Row>
      <Row label={m.address()}>
        {address.length === 0
          ? '-'
          : address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
      </Row>
      <Row label={m.notes()}>{shown(order.notes ?? order.shipping_notes)}</Row>
      <Row label={m.no_resi()}>
        <span className="font-semibold">{shown(order.no_resi)}</span>
      </Row>
    </OrderSection>
  )
}

export function PaymentInformation({ order }: { order: Order }) {
  return (
    <OrderSection title={m.payment()}>
      <Row label={m.status()}>{shown(order.payment_status_desc)}</Row>
      <Row label={m.channel()}>{shown(order.payment_channel)}</Row>
      <Row label={m.due_date()}>{formatOrderDateTime(order.payment_duedate)}</Row>
      <Row label={m.payment_date()}>{formatOrderDateTime(order.payment_date)}</Row>
    </OrderSection>
  )
}
