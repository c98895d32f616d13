import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { CheckoutChoices, CheckoutStep } from '../utils/checkout-steps'
import { chooseAt, isCheckoutStep, keepBefore, nextStep } from '../utils/checkout-steps'
import { saveCheckoutChoices } from './checkout-choices'

/** What every step needs: the choices, the device's cart, and the way on or back. */
export interface CheckoutFlow {
  choices: CheckoutChoices
  deviceId: string
  /** Records the step's choice, drops what depended on it, and opens the next step. */
  choose: (step: CheckoutStep, patch: CheckoutChoices) => void
  /** Replaces the choices as they are (the summary's promo and e-mail). */
  save: (next: CheckoutChoices) => void
  /** Opens a step; `dropFrom` forgets the choices from that step on once it is open. */
  goTo: (step: CheckoutStep, dropFrom?: CheckoutStep) => void
}

interface DropState {
  dropFrom?: string
}

export function useCheckoutFlow(choices: CheckoutChoices, deviceId: string): CheckoutFlow {
  const navigate = useNavigate()
  const location = useLocation()
  const goTo = (step: CheckoutStep, dropFrom?: CheckoutStep) =>
    void navigate(`/checkout/${step}`, { state: dropFrom ? { dropFrom } : null })
  // Dropped only once the new step is shown: the step left behind would otherwise
  // see its own choices missing and send the shopper elsewhere.
  const dropFrom = (location.state as DropState | null)?.dropFrom
  useEffect(() => {
    if (!dropFrom || !isCheckoutStep(dropFrom)) return
    saveCheckoutChoices(keepBefore(dropFrom, choices))
    void navigate(location.pathname, { replace: true, state: null })
  }, [dropFrom, choices, navigate, location.pathname])
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
