import { useState } from 'react'
import type { UserAddress } from '@store/contract/address'
import { TextField } from '@/components/form/text-field'
import { useFormSubmit } from '@/components/form/use-form-submit'
import { useAccountMutation } from '@/api/account-calls'
import { ADDRESSES_KEY } from '@/api/addresses'
import { RegionFields } from './region-fields'
import type { RegionChoice } from './region-fields'
import * as m from '#messages'

interface AddressFormProps {
  /** The address being edited; absent for a new one. */
  address?: UserAddress
  onDone: () => void
}

/** New or edit mode (spec section 4), with every section 5 text in the form's order. */
export function AddressForm({ address, onDone }: AddressFormProps) {
  const [label, setLabel] = useState(address?.label ?? '')
  const [recipient, setRecipient] = useState(address?.recipient_name ?? '')
  const [phone, setPhone] = useState(address?.recipient_phone ?? '')
  const [zip, setZip] = useState(address?.recipient_zip ?? '')
  const [street, setStreet] = useState(address?.address_street ?? '')
  const [notes, setNotes] = useState(address?.notes ?? '')
  const [region, setRegion] = useState<RegionChoice>({
    provinceId: address?.province_id ?? null,
    cityId: address?.city_id ?? null,
    subdistrictId: address?.subdistrict_id ?? null,
  })
  const save = useAccountMutation(address ? 'updateAddress' : 'createAddress', [ADDRESSES_KEY])
  const { busy, disabled, onSubmit } = useFormSubmit(
    async () => (await import('@store/contract/address')).AddressFormSchema,
    () => ({
      address_label: label,
      recipient_name: recipient,
      recipient_phone: phone,
      recipient_zip: zip,
      address_street: street,
      province_id: region.provinceId ?? '',
      city_id: region.cityId ?? '',
      subdistrict_id: region.subdistrictId ?? '',
      address_notes: notes,
    }),
    async (input) => {
      const { provinceId, cityId, subdistrictId } = region
      // The check above refuses an address without all three regions.
      if (provinceId === null || cityId === null || subdistrictId === null) return
      const regions = { province_id: provinceId, city_id: cityId, subdistrict_id: subdistrictId }
      const typed = { ...input, ...regions }
      const payload = address ? { ...typed, user_address_id: address.id } : typed
      const saved = await save
        .mutateAsync(payload)
        .then(() => true)
        .catch(() => false)
      if (saved) onDone()
    },
  )
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-6 px-6 pt-10 pb-8 sm:grid-cols-2 sm:px-8"
    >
      <h2 className="font-display text-2xl font-medium sm:col-span-2">
        {address ? m.edit_address() : m.new_address()}
      </h2>
      <TextField
        id="address-label"
        label={m.address_label()}
        placeholder={m.address_label_placeholder()}
        required
        value={label}
        onChange={(e) => setLabel(e.target.value)}
      />
      <TextField
        id="address-recipient"
        label={m.recipient_name()}
        autoComplete="name"
        required
        value={recipient}
        onChange={(e) => setRecipient(e.target.value)}
      />
      <TextField
        id="address-phone"
        label={m.recipient_phone()}
        type="tel"
        autoComplete="tel"
        required
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <TextField
        id="address-zip"
        label={m.recipient_zipcode()}
        inputMode="numeric"
        autoComplete="postal-code"
        required
        value={zip}
        onChange={(e) => setZip(e.target.value)}
      />
      <TextField
        id="address-street"
        label={m.address_street()}
        autoComplete="street-address"
        required
        className="sm:col-span-2"
        value={street}
        onChange={(e) => setStreet(e.target.value)}
      />
      <RegionFields value={region} onChange={setRegion} />
      <TextField
        id="address-notes"
        label={m.notes()}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={disabled} aria-busy={busy}>
          {m.save_address()}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          {m.cancel()}
        </button>
      </div>
    </form>
  )
}
