import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { MESSAGES } from '@store/contract/messages'
import { Modal } from '@/components/ui/modal'
import { Spinner } from '@/components/ui/spinner'
import { addressesQuery } from '@/api/addresses'
import { AddressForm } from '@/components/address/address-form'
import { toast } from '@/lib/toast'
import type { CheckoutFlow } from '../api/use-checkout-flow'
import { StepFrame } from './step-frame'
import * as m from '#messages'

/** choose-address for a member: a saved address, or a new one saved on the way. */
export function SavedAddressPicker({ flow }: { flow: CheckoutFlow }) {
  const { data } = useQuery(addressesQuery())
  const chosen =
    flow.choices.address?.kind === 'saved' ? flow.choices.address.user_address_id : null
  const primary = data?.find((address) => address.is_primary === 1)?.id ?? null
  const [selected, setSelected] = useState<number | null>(chosen ?? null)
  const [adding, setAdding] = useState(false)
  const current = selected ?? primary
  const onContinue = () => {
    const address = data?.find((entry) => entry.id === current)
    if (!address) return toast.error(MESSAGES.chooseAddress)
    flow.choose('choose-address', {
      address: {
        kind: 'saved',
        user_address_id: address.id,
        subdistrict_id: address.subdistrict_id,
      },
    })
  }
  return (
    <StepFrame
      title={m.where_deliver()}
      onBack={() => flow.goTo('choose-shipping-type')}
      action={
        <button type="button" className="btn-primary" onClick={onContinue}>
          {m.continue_action()}
        </button>
      }
    >
      {!data ? (
        <Spinner label={m.loading_addresses()} />
      ) : (
        <fieldset>
          <legend className="sr-only">{m.your_saved_addresses()}</legend>
          {data.length === 0 && (
            <p className="border border-line bg-cream/60 px-6 py-8 text-center text-muted">
              {MESSAGES.noAddress}
            </p>
          )}
          <div className="grid gap-3">
            {data.map((address) => (
              <label
                key={address.id}
                className="flex cursor-pointer gap-4 border border-line bg-white p-5 transition hover:border-ink has-[:checked]:border-ink has-[:checked]:ring-1 has-[:checked]:ring-ink"
              >
                <input
                  type="radio"
                  name="saved-address"
                  className="mt-1 size-4 accent-ink"
                  checked={current === address.id}
                  onChange={() => setSelected(address.id)}
                />
                <span className="min-w-0 text-sm leading-relaxed">
                  <span className="block font-semibold text-ink">
                    {address.label}
                    {address.is_primary === 1 && (
                      <span className="ml-2 bg-ink px-2 py-0.5 text-[10px] tracking-[0.18em] text-cream uppercase">
                        {m.primary()}
                      </span>
                    )}
                  </span>
                  <span className="block">
                    {address.recipient_name} · {address.recipient_phone}
                  </span>
                  <span className="block text-muted">
                    {address.address_street}, {address.subdistrict.subdistrict_name},{' '}
                    {address.city.type} {address.city.city_name}, {address.province.province_name}{' '}
                    {address.recipient_zip}
                  </span>
                </span>
              </label>
            ))}
          </div>
          <button type="button" className="btn-outline mt-5" onClick={() => setAdding(true)}>
            {m.add_new_address()}
          </button>
        </fieldset>
      )}
      {adding && (
        <Modal
          label={m.new_address()}
          onClose={() => setAdding(false)}
          className="w-[min(720px,94vw)]"
        >
          <div className="max-h-[88dvh] overflow-y-auto overscroll-contain">
            <AddressForm onDone={() => setAdding(false)} />
          </div>
        </Modal>
      )}
    </StepFrame>
  )
}
