import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { TextField } from '@/components/form/text-field'
import { useFormSubmit } from '@/components/form/use-form-submit'
import { citiesQuery, provincesQuery, subdistrictsQuery } from '@/api/regions'
import { RegionFields } from '@/components/address/region-fields'
import type { RegionChoice } from '@/components/address/region-fields'
import type { CheckoutFlow } from '../api/use-checkout-flow'
import { StepFrame } from './step-frame'
import * as m from '#messages'

/** choose-address for a guest: the spec's required fields, the zipcode optional (section 5). */
export function GuestAddressForm({ flow }: { flow: CheckoutFlow }) {
  const queryClient = useQueryClient()
  const typed = flow.choices.address?.kind === 'typed' ? flow.choices.address.address : undefined
  const [name, setName] = useState(typed?.address_recipient_name ?? '')
  const [phone, setPhone] = useState(typed?.address_recipient_phone ?? '')
  const [zip, setZip] = useState(typed?.address_zip ?? '')
  const [street, setStreet] = useState(typed?.address_street ?? '')
  const [notes, setNotes] = useState(typed?.address_notes ?? '')
  const [region, setRegion] = useState<RegionChoice>({
    provinceId: typed?.province_id ?? null,
    cityId: typed?.city_id ?? null,
    subdistrictId: typed?.subdistrict_id ?? null,
  })
  /** 'Coblong, Kota Bandung, Jawa Barat' from the lists the pickers loaded. */
  const regionLabel = () => {
    const province = queryClient
      .getQueryData(provincesQuery().queryKey)
      ?.find((entry) => entry.id === region.provinceId)
    const city = queryClient
      .getQueryData(citiesQuery(region.provinceId).queryKey)
      ?.find((entry) => entry.id === region.cityId)
    const subdistrict = queryClient
      .getQueryData(subdistrictsQuery(region.cityId).queryKey)
      ?.find((entry) => entry.id === region.subdistrictId)
    return [
      subdistrict?.subdistrict_name,
      city && `${city.type} ${city.city_name}`,
      province?.province_name,
    ]
      .filter(Boolean)
      .join(', ')
  }
  const { busy, disabled, onSubmit } = useFormSubmit(
    async () => (await import('@store/contract/checkout-trx')).GuestAddressFormSchema,
    () => ({
      address_recipient_name: name,
      address_recipient_phone: phone,
      address_zip: zip,
      address_street: street,
      province_id: region.provinceId ?? '',
      city_id: region.cityId ?? '',
      subdistrict_id: region.subdistrictId ?? '',
      address_notes: notes,
    }),
    async () => {
      flow.choose('choose-address', {
        address: {
          kind: 'typed',
          address: {
            address_recipient_name: name.trim(),
            address_recipient_phone: phone.trim(),
            address_zip: zip.trim(),
            address_street: street.trim(),
            province_id: region.provinceId ?? 0,
            city_id: region.cityId ?? 0,
            subdistrict_id: region.subdistrictId ?? 0,
            address_notes: notes.trim(),
            region_label: regionLabel(),
          },
        },
      })
      await Promise.resolve()
    },
  )
  return (
    <form noValidate onSubmit={onSubmit}>
      <StepFrame
        title={m.where_deliver()}
        description={m.where_deliver_text()}
        onBack={() => flow.goTo('choose-shipping-type')}
        action={
          <button type="submit" className="btn-primary" disabled={disabled} aria-busy={busy}>
            {m.continue_action()}
          </button>
        }
      >
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            id="guest-name"
            label={m.recipient_name()}
            autoComplete="name"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            id="guest-phone"
            label={m.recipient_phone()}
            type="tel"
            autoComplete="tel"
            required
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
          <TextField
            id="guest-street"
            label={m.address_street()}
            autoComplete="street-address"
            required
            className="sm:col-span-2"
            value={street}
            onChange={(e) => setStreet(e.target.value)}
          />
          <RegionFields value={region} onChange={setRegion} />
          <TextField
            id="guest-zip"
            label={m.zipcode_optional()}
            inputMode="numeric"
            autoComplete="postal-code"
            value={zip}
            onChange={(e) => setZip(e.target.value)}
          />
          <TextField
            id="guest-notes"
            label={m.notes_for_courier()}
            className="sm:col-span-2"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </div>
      </StepFrame>
    </form>
  )
}
