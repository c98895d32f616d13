import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { MESSAGES } from '@store/contract/messages'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { shippingOptionsQuery } from '../api/checkout-queries'
import type { CheckoutFlow } from '../api/use-checkout-flow'
import { subdistrictOf } from '../utils/checkout-steps'
import { StepFrame } from './step-frame'
import * as m from '#messages'
import { useRupiah } from '@/lib/use-rupiah'

/** choose-shipping-method: SiCepat's services from the hub to the address (spec section 4). */
export function ChooseShippingMethod({ flow }: { flow: CheckoutFlow }) {
  const rupiah = useRupiah()
  const queryClient = useQueryClient()
  const { choices } = flow
  const options = useQuery(
    shippingOptionsQuery(
      flow.deviceId,
      choices.hubId,
      choices.address ? subdistrictOf(choices.address) : undefined,
    ),
  )
  const [selected, setSelected] = useState(choices.shipping?.service ?? null)
  const onContinue = () => {
    const shipping = options.data?.find((option) => option.service === selected)
    if (!shipping) return toast.error(MESSAGES.chooseShippingMethod)
    flow.choose('choose-shipping-method', { shipping })
  }
  // Spec section 4: Back returns to choose-address and clears the shipping options.
  const onBack = () => {
    queryClient.removeQueries({ queryKey: ['checkout', 'shipping'] })
    flow.goTo('choose-address', 'choose-hub')
  }
  return (
    <StepFrame
      title={m.choose_shipping_method_title()}
      description={m.choose_shipping_method_text()}
      onBack={onBack}
      action={
        <button type="button" className="btn-primary" onClick={onContinue}>
          {m.continue_action()}
        </button>
      }
    >
      {options.isPending ? (
        <Spinner label={m.loading_shipping_rates()} />
      ) : options.error ? (
        <div role="alert" className="border border-line bg-cream/60 px-6 py-8 text-center">
          <p>
            {options.error instanceof ApiError ? options.error.message : MESSAGES.connectionFailed}
          </p>
          <button type="button" className="btn-primary mt-5" onClick={() => void options.refetch()}>
            {m.retry()}
          </button>
        </div>
      ) : (
        <fieldset>
          <legend className="sr-only">{m.shipping_methods()}</legend>
          <div className="grid gap-3">
            {options.data.map((option) => (
              <label
                key={option.service}
                className="flex cursor-pointer items-start gap-4 border border-line bg-white p-5 transition hover:border-ink has-[:checked]:border-ink has-[:checked]:ring-1 has-[:checked]:ring-ink"
              >
                <input
                  type="radio"
                  name="shipping-method"
                  className="mt-1 size-4 accent-ink"
                  checked={selected === option.service}
                  onChange={() => setSelected(option.service)}
                />
                <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <span>
                    <span className="block font-semibold">
                      SiCepat {option.service}{' '}
                      <span className="font-normal text-muted">· {option.description}</span>
                    </span>
                    <span className="block text-sm text-muted">
                      {m.estimated({ etd: option.etd })}
                    </span>
                  </span>
                  <span className="font-semibold tabular-nums">{rupiah(option.tariff)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </StepFrame>
  )
}
