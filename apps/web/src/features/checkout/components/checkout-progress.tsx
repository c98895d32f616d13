import type { CheckoutChoices, CheckoutStep } from '../utils/checkout-steps'
import { pathOf } from '../utils/checkout-steps'
import * as m from '#messages'

const LABELS: Record<CheckoutStep, string> = {
  'choose-shipping-type': m.step_delivery(),
  'choose-address': m.step_address(),
  'choose-hub': m.step_ship_from(),
  'choose-shipping-method': m.step_courier(),
  'choose-showroom': m.step_store(),
  'order-summary': m.step_summary(),
}

/** Where the shopper is on the path of the chosen shipping type. */
export function CheckoutProgress({
  step,
  choices,
}: {
  step: CheckoutStep
  choices: CheckoutChoices
}) {
  const path = pathOf(choices.shippingType)
  const current = path.indexOf(step)
  return (
    <nav aria-label={m.checkout_steps()} className="mb-8">
      <ol className="flex gap-1.5">
        {path.map((entry, index) => (
          <li key={entry} className="flex-1" aria-current={index === current ? 'step' : undefined}>
            <span
              aria-hidden="true"
              className={`block h-0.5 ${index <= current ? 'bg-ink' : 'bg-line'}`}
            />
            <span
              className={`mt-2 block truncate text-[10px] font-semibold tracking-[0.18em] uppercase sm:text-[11px] ${
                index === current ? 'text-ink' : 'text-muted'
              }`}
            >
              <span className="sr-only">
                {m.step_of({ index: index + 1, count: path.length })}{' '}
              </span>
              {LABELS[entry]}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  )
}
