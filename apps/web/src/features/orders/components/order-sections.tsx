import type { ReactNode } from 'react'
import type { Order } from '@store/contract/orders'
import { formatDate } from '@store/contract/format/dates'
import { formatDateTime } from '@store/contract/format/date-time'
import { TRX_STATUS_NAMES } from '@store/contract/format/order-status'
import { addressLines, shown } from '../utils/order-view'
import { LOCALE } from '@/i18n/locale'
import * as m from '#messages'
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
    <OrderSection title={m.order_information()}>
      <Row label={m.order_no()}>{order.trx_ref}</Row>
      <Row label={m.order_date()}>{formatDate(order.trx_date, LOCALE)}</Row>
      <Row label={m.status()}>
        <span className="font-semibold">{TRX_STATUS_NAMES[LOCALE][order.trx_status]}</span>
      </Row>
    </OrderSection>
  )
}

export function ShippingInformation({ order }: { order: Order }) {
  const rupiah = useRupiah()
  if (order.shipping_type === 'PICKUP_ON_STORE')
    return (
      <OrderSection title={m.shipping_section()}>
        <Row label={m.type()}>{m.store_pickup_title()}</Row>
        <Row label={m.pickup_location()}>{shown(order.showroom?.showroom_name)}</Row>
        <Row label={m.pickup_collected_by()}>{shown(order.address_recipient_name)}</Row>
        <Row label={m.pickup_collector_phone()}>{shown(order.address_recipient_phone)}</Row>
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
      <Row label={m.cost()}>{rupiah(order.shipping_cost)}</Row>
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
      <Row label={m.status()}>
        {order.payment_in_process ? m.payment_in_process() : shown(order.payment_status_desc)}
      </Row>
      <Row label={m.channel()}>{shown(order.payment_channel)}</Row>
      <Row label={m.due_date()}>{formatDateTime(order.payment_duedate, LOCALE)}</Row>
      <Row label={m.payment_date()}>{formatDateTime(order.payment_date, LOCALE)}</Row>
    </OrderSection>
  )
}
