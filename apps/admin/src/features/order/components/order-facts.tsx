import * as m from '#messages'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import { Link } from 'react-router'
import { listRefunds } from '@store/contract/admin/refunds'
import { useStaffSession } from '@/api/get-staff-session'
import { canAct } from '@/lib/staff-access'
import { Facts, Section } from './section'
import { LOCALE, formatDateTime, formatRupiah } from '@/i18n/locale'

export function BuyerFacts({ order }: { order: OrderDetail }) {
  const { buyer } = order
  return (
    <Section title={m.buyer()}>
      <Facts
        rows={[
          [m.name(), buyer.name],
          [m.account(), buyer.member ? m.member() : m.guest()],
          [
            m.email(),
            <a href={`mailto:${buyer.email}`} className="underline">
              {buyer.email}
            </a>,
          ],
          [
            m.phone(),
            buyer.phone && (
              <a href={`tel:${buyer.phone}`} className="underline">
                {buyer.phone}
              </a>
            ),
          ],
          ...(buyer.address.length
            ? ([
                [m.recipient(), buyer.recipient_name],
                [m.address(), buyer.address.join(', ')],
                [m.notes(), buyer.address_notes],
              ] as [string, string | null][])
            : []),
        ]}
      />
    </Section>
  )
}

export function ShippingFacts({ order }: { order: OrderDetail }) {
  const { shipping } = order
  const courier = order.shipping_type === 'ONLINE_DELIVERY'
  return (
    <Section title={courier ? m.shipping() : m.pick_up()}>
      <Facts
        rows={
          courier
            ? [
                [m.from(), order.showroom.name],
                [
                  m.courier(),
                  [shipping.courier?.toUpperCase(), shipping.service].filter(Boolean).join(' '),
                ],
                [m.estimate(), shipping.etd],
                [
                  m.weight(),
                  `${shipping.weight_grams.toLocaleString(LOCALE === 'id' ? 'id-ID' : 'en')} g`,
                ],
                [
                  m.waybill(),
                  shipping.no_resi && <span className="font-mono">{shipping.no_resi}</span>,
                ],
                [m.packed(), shipping.packed_at && formatDateTime(shipping.packed_at)],
                [m.last_step(), shipping.tracking?.last_status.status ?? null],
              ]
            : [
                [m.showroom(), order.showroom.name],
                [m.collected_by(), order.buyer.recipient_name ?? order.buyer.name],
                [
                  m.pickup_code(),
                  shipping.pickup_code && <span className="font-mono">{shipping.pickup_code}</span>,
                ],
              ]
        }
      />
      {shipping.booking_error && (
        <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {m.courier_refused({ error: shipping.booking_error })}
        </p>
      )}
    </Section>
  )
}

export function PaymentFacts({ order }: { order: OrderDetail }) {
  const { payment, refunds } = order
  const { data: session } = useStaffSession()
  const ledgerOpen = canAct(session?.staff, listRefunds.roles)
  return (
    <Section title={m.payment()}>
      <Facts
        rows={[
          [
            m.channel(),
            payment.channel &&
              `${payment.channel}${payment.channel_uid ? ` (${payment.channel_uid})` : ''}`,
          ],
          [
            m.faspay_trx_id(),
            payment.faspay_trx_id && <span className="font-mono">{payment.faspay_trx_id}</span>,
          ],
          [m.faspay_reference(), payment.faspay_reff],
          [m.bill_number(), <span className="font-mono">{order.trx_no}</span>],
          [m.status(), payment.status],
          [
            m.paid(),
            payment.paid_at
              ? formatDateTime(payment.paid_at)
              : m.not_paid_due({ due: formatDateTime(payment.expires_at) }),
          ],
          [m.faspay_date(), payment.payment_date],
        ]}
      />
      {refunds.map((refund) => (
        <div key={refund.id} className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          <p className="font-medium">
            {refund.settled_at
              ? m.refund_paid({ amount: formatRupiah(refund.amount) })
              : m.refund_owed({ amount: formatRupiah(refund.amount) })}
          </p>
          <p>
            {refund.settled_at
              ? m.refund_recorded_settled({
                  at: formatDateTime(refund.created_at),
                  settled: formatDateTime(refund.settled_at),
                })
              : m.refund_by_hand({ at: formatDateTime(refund.created_at) })}
          </p>
        </div>
      ))}
      {refunds.length > 0 && ledgerOpen && (
        <Link
          to="/refunds?status="
          className="mt-2 inline-block text-sm underline underline-offset-2"
        >
          {m.refunds_see_ledger()}
        </Link>
      )}
    </Section>
  )
}
