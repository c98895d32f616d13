import { Navigate, useParams } from 'react-router'
import { PageHeading } from '@/components/ui/page-heading'
import { Spinner } from '@/components/ui/spinner'
import { useDeviceId } from '@/api/cart/use-device-id'
import { useAppState } from '@/stores/app-state'
import { useCheckoutChoices } from '../api/checkout-choices'
import { useCheckoutFlow } from '../api/use-checkout-flow'
import type { CheckoutChoices, CheckoutStep } from '../utils/checkout-steps'
import { isCheckoutStep, redirectFor } from '../utils/checkout-steps'
import { CheckoutProgress } from './checkout-progress'
import { ChooseHub, ChooseShowroom } from './choose-place'
import { ChooseShippingMethod } from './choose-shipping-method'
import { ChooseShippingType } from './choose-shipping-type'
import { GuestAddressForm } from './guest-address-form'
import { OrderSummary } from './order-summary'
import { SavedAddressPicker } from './saved-address-picker'
import * as m from '#messages'
import * as w from '@store/contract/words'

function Step({
  step,
  choices,
  deviceId,
}: {
  step: CheckoutStep
  choices: CheckoutChoices
  deviceId: string
}) {
  const flow = useCheckoutFlow(choices, deviceId)
  const isSignedIn = useAppState((state) => state.isSignedIn)
  switch (step) {
    case 'choose-shipping-type':
      return <ChooseShippingType flow={flow} />
    case 'choose-address':
      return isSignedIn ? <SavedAddressPicker flow={flow} /> : <GuestAddressForm flow={flow} />
    case 'choose-hub':
      return <ChooseHub flow={flow} />
    case 'choose-shipping-method':
      return <ChooseShippingMethod flow={flow} />
    case 'choose-showroom':
      return <ChooseShowroom flow={flow} />
    case 'order-summary':
      return <OrderSummary flow={flow} />
  }
}

/**
 * /checkout/<step>: the server renders the shell; the tab's choices, the
 * device and the session are read after hydration, and a step opened
 * without its earlier choices sends the shopper to the first missing one.
 */
export function CheckoutPage() {
  const segment = (useParams()['*'] ?? '').replace(/\/+$/, '')
  const { choices } = useCheckoutChoices()
  const deviceId = useDeviceId()
  const sessionKnown = useAppState((state) => state.sessionKnown)
  const step = isCheckoutStep(segment) ? segment : null
  const redirect = step && choices ? redirectFor(step, choices) : null
  if (choices && !step) return <Navigate to="/checkout/choose-shipping-type" replace />
  if (redirect) return <Navigate to={`/checkout/${redirect}`} replace />
  return (
    <main id="main" className="pb-20">
      <PageHeading
        title={w.page_checkout()}
        kicker={m.secure_checkout()}
        documentTitle={w.page_checkout()}
      />
      <div className="container-page max-w-5xl">
        {step && choices && deviceId && sessionKnown ? (
          <>
            <CheckoutProgress step={step} choices={choices} />
            <Step key={step} step={step} choices={choices} deviceId={deviceId} />
          </>
        ) : (
          <Spinner label={m.loading_checkout()} className="py-10" />
        )}
      </div>
    </main>
  )
}
