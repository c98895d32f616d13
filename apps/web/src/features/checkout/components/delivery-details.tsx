import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { addressesQuery } from '@/api/addresses'
import { availabilityQuery } from '../api/checkout-queries'
import type { CheckoutFlow } from '../api/use-checkout-flow'
import type { CheckoutStep } from '../utils/checkout-steps'
import * as m from '#messages'
import { useRupiah } from '@/lib/use-rupiah'

function Detail({
  label,
  change,
  onChange,
  children,
}: {
  label: string
  change: string
  onChange: () => void
  children: ReactNode
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-4">
      <div className="min-w-0 text-sm leading-relaxed">
        <p className="text-[11px] font-semibold tracking-[0.22em] text-muted uppercase">{label}</p>
        <div className="mt-1">{children}</div>
      </div>
      <button
        type="button"
        onClick={onChange}
        className="shrink-0 text-xs font-semibold tracking-[0.16em] uppercase underline underline-offset-4"
      >
        {m.change()}
        <span className="sr-only"> {change}</span>
      </button>
    </div>
  )
}

/** Where the order goes and how, each with a way back to its step. */
export function DeliveryDetails({ flow }: { flow: CheckoutFlow }) {
  const rupiah = useRupiah()
  const { choices } = flow
  const availability = useQuery(availabilityQuery(flow.deviceId))
  const saved = useQuery({ ...addressesQuery(), enabled: choices.address?.kind === 'saved' })
  const places = [
    ...(availability.data?.available_stores ?? []),
    ...(availability.data?.available_stores_online ?? []),
  ]
  const placeName = (id: number | undefined) =>
    places.find((place) => place.id === id)?.showroom_name ?? '…'
  const go = (step: CheckoutStep) => () => flow.goTo(step)
  if (choices.shippingType === 'PICKUP_ON_STORE') {
    return (
      <div className="divide-y divide-line border-y border-line">
        <Detail
          label={m.store_pickup_at()}
          change={m.change_store()}
          onChange={go('choose-showroom')}
        >
          <p className="font-medium">{placeName(choices.showroomId)}</p>
          <p className="text-muted">{m.ready_after_payment()}</p>
        </Detail>
      </div>
    )
  }
  const address = choices.address
  const savedAddress =
    address?.kind === 'saved'
      ? saved.data?.find((entry) => entry.id === address.user_address_id)
      : undefined
  return (
    <div className="divide-y divide-line border-y border-line">
      <Detail label={m.deliver_to()} change={m.change_address()} onChange={go('choose-address')}>
        {address?.kind === 'typed' ? (
          <>
            <p className="font-medium">
              {address.address.address_recipient_name} · {address.address.address_recipient_phone}
            </p>
            <p className="text-muted">
              {address.address.address_street}, {address.address.region_label}{' '}
              {address.address.address_zip}
            </p>
          </>
        ) : savedAddress ? (
          <>
            <p className="font-medium">
              {savedAddress.label}: {savedAddress.recipient_name} · {savedAddress.recipient_phone}
            </p>
            <p className="text-muted">
              {savedAddress.address_street}, {savedAddress.subdistrict.subdistrict_name},{' '}
              {savedAddress.city.type} {savedAddress.city.city_name},{' '}
              {savedAddress.province.province_name} {savedAddress.recipient_zip}
            </p>
          </>
        ) : (
          <p className="text-muted">…</p>
        )}
      </Detail>
      <Detail label={m.ships_from()} change={m.change_hub()} onChange={go('choose-hub')}>
        <p className="font-medium">{placeName(choices.hubId)}</p>
      </Detail>
      {choices.shipping && (
        <Detail
          label={m.shipping()}
          change={m.change_shipping_method()}
          onChange={go('choose-shipping-method')}
        >
          <p className="font-medium">
            SiCepat {choices.shipping.service} · {rupiah(choices.shipping.tariff)}
          </p>
          <p className="text-muted">
            {m.description_estimated({
              description: choices.shipping.description,
              etd: choices.shipping.etd,
            })}
          </p>
        </Detail>
      )}
    </div>
  )
}
