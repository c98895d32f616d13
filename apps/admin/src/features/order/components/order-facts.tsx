import type { OrderDetail } from '@store/contract/admin/order-detail'
import { Facts, Section } from './section'
import { formatDateTime, formatRupiah } from '@/i18n/locale'

export function BuyerFacts({ order }: { order: OrderDetail }) {
  const { buyer } = order
  return (
    <Section title="Buyer">
      <Facts
        rows={[
          ['Name', buyer.name],
          ['Account', buyer.member ? 'Member' : 'Guest'],
          [
            'E-mail',
            <a href={`mailto:${buyer.email}`} className="underline">
              {buyer.email}
            </a>,
          ],
          [
            'Phone',
            buyer.phone && (
              <a href={`tel:${buyer.phone}`} className="underline">
                {buyer.phone}
              </a>
            ),
          ],
          ...(buyer.address.length
            ? ([
                ['Recipient', buyer.recipient_name],
                ['Address', buyer.address.join(', ')],
                ['Notes', buyer.address_notes],
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
    <Section title={courier ? 'Shipping' : 'Pick-up'}>
      <Facts
        rows={
          courier
            ? [
                ['From', order.showroom.name],
                [
                  'Courier',
                  [shipping.courier?.toUpperCase(), shipping.service].filter(Boolean).join(' '),
                ],
                ['Estimate', shipping.etd],
                ['Weight', `${shipping.weight_grams.toLocaleString('en')} g`],
                [
                  'Waybill',
                  shipping.no_resi && <span className="font-mono">{shipping.no_resi}</span>,
                ],
                ['Packed', shipping.packed_at],
                ['Last step', shipping.tracking?.last_status.status ?? null],
              ]
            : [
                ['Showroom', order.showroom.name],
                [
                  'Pick-up code',
                  shipping.pickup_code && <span className="font-mono">{shipping.pickup_code}</span>,
                ],
              ]
        }
      />
      {shipping.booking_error && (
        <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          The courier refused the booking: {shipping.booking_error}
        </p>
      )}
    </Section>
  )
}

export function PaymentFacts({ order }: { order: OrderDetail }) {
  const { payment, refund } = order
  return (
    <Section title="Payment">
      <Facts
        rows={[
          [
            'Channel',
            payment.channel &&
              `${payment.channel}${payment.channel_uid ? ` (${payment.channel_uid})` : ''}`,
          ],
          [
            'Faspay trx id',
            payment.faspay_trx_id && <span className="font-mono">{payment.faspay_trx_id}</span>,
          ],
          ['Faspay reference', payment.faspay_reff],
          ['Bill number', <span className="font-mono">{order.trx_no}</span>],
          ['Status', payment.status],
          [
            'Paid',
            payment.paid_at
              ? formatDateTime(payment.paid_at)
              : `Not paid (due ${formatDateTime(payment.expires_at)})`,
          ],
          ['Faspay date', payment.payment_date],
        ]}
      />
      {refund && (
        <div className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          <p className="font-medium">
            Refund {refund.settled_at ? 'paid' : 'owed'}: {formatRupiah(refund.amount)}
          </p>
          <p>
            Recorded {formatDateTime(refund.created_at)}
            {refund.settled_at
              ? `, settled ${formatDateTime(refund.settled_at)}`
              : '; the finance team pays it by hand'}
            .
          </p>
        </div>
      )}
    </Section>
  )
}
