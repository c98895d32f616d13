import { useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { MESSAGES } from '@store/contract/messages'
import { PickupCollectorSchema } from '@store/contract/checkout-trx'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ApiError, fetchCall, handleApiError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useAppState } from '@/stores/app-state'
import { clearCheckoutChoices } from '../api/checkout-choices'
import { postPaymentForm } from '@/lib/post-payment-form'
import { transactionPayload } from '../api/place-order'
import type { CheckoutFlow } from '../api/use-checkout-flow'
import type { ChosenPlace } from '../utils/checkout-steps'
import { COLLECTOR_FIELD_IDS, PickupCollectorFields } from './pickup-collector-fields'
import { refetchAfterChange } from '@/lib/query-client'
import * as m from '#messages'

/** The first thing wrong with who collects a pick-up, and the field to mend it in. */
function collectorProblem(flow: CheckoutFlow, place: ChosenPlace) {
  if (place.shipping_type !== 'PICKUP_ON_STORE') return null
  const { name = '', phone = '' } = flow.choices.collector ?? {}
  const parsed = PickupCollectorSchema.safeParse({
    address_recipient_name: name,
    address_recipient_phone: phone,
  })
  const issue = parsed.error?.issues[0]
  if (!issue) return null
  const field =
    issue.path[0] === 'address_recipient_phone'
      ? 'address_recipient_phone'
      : 'address_recipient_name'
  return { message: issue.message, fieldId: COLLECTOR_FIELD_IDS[field] }
}

/**
 * 'Go To Payment' (spec section 5): the confirm prompt first, then who collects
 * a pick-up and a guest's e-mail, then one checkout-trx and the hidden form. A second press while
 * the first is on its way does nothing; the server answers a repeat with the
 * same order besides (decision 024).
 */
export function GoToPayment({ flow, place }: { flow: CheckoutFlow; place: ChosenPlace }) {
  const isSignedIn = useAppState((state) => state.isSignedIn)
  const queryClient = useQueryClient()
  const [email, setEmail] = useState(flow.choices.guestEmail ?? '')
  const [confirming, setConfirming] = useState(false)
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)
  const emailField = useRef<HTMLInputElement>(null)

  const placeOrder = async () => {
    setConfirming(false)
    if (inFlight.current) return
    const problem = collectorProblem(flow, place)
    if (problem) {
      toast.error(problem.message)
      document.getElementById(problem.fieldId)?.focus()
      return
    }
    const guestEmail = isSignedIn ? null : email.trim()
    if (guestEmail === '') {
      toast.error(MESSAGES.guestEmailRequired)
      emailField.current?.focus()
      return
    }
    inFlight.current = true
    setSending(true)
    try {
      const answer = await fetchCall(
        'createTransaction',
        transactionPayload(flow.choices, place, flow.deviceId, guestEmail),
      )
      await refetchAfterChange(queryClient, ['cart'])
      postPaymentForm(answer.data.payment_data)
      // The choices are spent once the page is left: cleared while it still shows, the
      // checkout would go back to its first step and ask for the emptied cart's availability.
      window.addEventListener('pagehide', clearCheckoutChoices, { once: true })
    } catch (error) {
      if (error instanceof ApiError) handleApiError(error.result)
      inFlight.current = false
      setSending(false)
    }
  }

  return (
    <div className="grid gap-5">
      {place.shipping_type === 'PICKUP_ON_STORE' && <PickupCollectorFields flow={flow} />}
      {!isSignedIn && (
        <div>
          <label
            htmlFor="guest-email"
            className="text-[11px] font-semibold tracking-[0.22em] uppercase"
          >
            {m.email_address()}
            <span aria-hidden="true"> *</span>
          </label>
          <input
            ref={emailField}
            id="guest-email"
            type="email"
            autoComplete="email"
            aria-required="true"
            aria-describedby="guest-email-hint"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              flow.save({ ...flow.choices, guestEmail: event.target.value })
            }}
            className="mt-2 block min-h-11 w-full border-b border-ink/60 bg-transparent py-2 text-[15px] focus:border-ink"
          />
          <p id="guest-email-hint" className="mt-2 text-xs text-muted">
            {m.guest_email_hint()}
          </p>
        </div>
      )}
      <button
        type="button"
        className="btn-primary w-full"
        disabled={sending}
        aria-busy={sending}
        onClick={() => setConfirming(true)}
      >
        {sending ? m.placing_order() : m.go_to_payment()}
      </button>
      {confirming && (
        <ConfirmDialog
          question={MESSAGES.paymentConfirm}
          confirmLabel={m.yes_go_to_payment()}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void placeOrder()}
        />
      )}
    </div>
  )
}
