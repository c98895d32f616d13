import { useNavigate } from 'react-router'
import type { CheckoutChoices, CheckoutStep } from '../utils/checkout-steps'
import { chooseAt, nextStep } from '../utils/checkout-steps'
import { saveCheckoutChoices } from './checkout-choices'

/** What every step needs: the choices, the device's cart, and the way on or back. */
export interface CheckoutFlow {
  choices: CheckoutChoices
  deviceId: string
  /** Records the step's choice, drops what depended on it, and opens the next step. */
  choose: (step: CheckoutStep, patch: CheckoutChoices) => void
  /** Replaces the choices as they are (the summary's promo and e-mail). */
  save: (next: CheckoutChoices) => void
  goTo: (step: CheckoutStep) => void
}

export function useCheckoutFlow(choices: CheckoutChoices, deviceId: string): CheckoutFlow {
  const navigate = useNavigate()
  const goTo = (step: CheckoutStep) => void navigate(`/checkout/${step}`)
  return {
    choices,
    deviceId,
    save: saveCheckoutChoices,
    goTo,
    choose: (step, patch) => {
      const next = chooseAt(step, choices, patch)
      saveCheckoutChoices(next)
      goTo(nextStep(step, next))
    },
  }
}
