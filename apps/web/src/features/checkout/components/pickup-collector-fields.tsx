import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { TextField } from '@/components/form/text-field'
import { profileQuery } from '@/api/account-calls'
import { addressesQuery } from '@/api/addresses'
import { useAppState } from '@/stores/app-state'
import type { CheckoutFlow } from '../api/use-checkout-flow'
import * as m from '#messages'

export const COLLECTOR_FIELD_IDS = {
  address_recipient_name: 'pickup-name',
  address_recipient_phone: 'pickup-phone',
} as const

/**
 * Who collects a pick-up: the counter hands the order to this name and the
 * showroom calls this number. A member starts from the profile's name and the
 * primary address's phone.
 */
export function PickupCollectorFields({ flow }: { flow: CheckoutFlow }) {
  const isSignedIn = useAppState((state) => state.isSignedIn)
  const profile = useQuery({ ...profileQuery(), enabled: isSignedIn })
  const addresses = useQuery({ ...addressesQuery(), enabled: isSignedIn })
  const { choices } = flow
  const collector = choices.collector ?? { name: '', phone: '' }
  const change = (patch: Partial<typeof collector>) =>
    flow.save({ ...choices, collector: { ...collector, ...patch } })

  const memberName = profile.data?.data.profile.name
  const memberPhone = addresses.data?.find((address) => address.is_primary === 1)?.recipient_phone
  useEffect(() => {
    if (choices.collector || !isSignedIn || memberName === undefined || !addresses.isFetched) return
    flow.save({ ...choices, collector: { name: memberName, phone: memberPhone ?? '' } })
  }, [choices, flow, isSignedIn, memberName, memberPhone, addresses.isFetched])

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-[11px] font-semibold tracking-[0.22em] uppercase">
        {m.pickup_collector_title()}
      </legend>
      <p id="pickup-collector-hint" className="text-xs text-muted">
        {m.pickup_collector_hint()}
      </p>
      <TextField
        id={COLLECTOR_FIELD_IDS.address_recipient_name}
        label={m.pickup_collector_name()}
        autoComplete="name"
        required
        aria-describedby="pickup-collector-hint"
        value={collector.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      <TextField
        id={COLLECTOR_FIELD_IDS.address_recipient_phone}
        label={m.pickup_collector_phone()}
        type="tel"
        autoComplete="tel"
        required
        value={collector.phone}
        onChange={(event) => change({ phone: event.target.value })}
      />
    </fieldset>
  )
}
