import * as m from '#messages'
import type { NewsletterState } from '@store/contract/admin/customers'

const NEWSLETTER_LABELS: Record<NonNullable<NewsletterState>, string> = {
  SUBSCRIBED: m.customers_subscribed(),
  PENDING: m.customers_not_confirmed(),
  UNSUBSCRIBED: m.customers_unsubscribed(),
}

/** The newsletter state as a quiet tag; nothing at all for an address never signed up. */
export function NewsletterTag({ state }: { state: NewsletterState }) {
  if (!state) return <span className="text-muted">{m.customers_not_subscribed()}</span>
  const tone =
    state === 'SUBSCRIBED'
      ? 'bg-emerald-50 text-emerald-800'
      : state === 'PENDING'
        ? 'bg-amber-50 text-amber-800'
        : 'bg-stone-100 text-stone-700'
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>
      {NEWSLETTER_LABELS[state]}
    </span>
  )
}

export const orderCount = (count: number) => m.customers_order_count({ count })
