import { useAccountMutation } from '@/api/account-calls'
import * as m from '#messages'

/** Spec section 4: subscribed or not; the profile is reloaded afterwards. */
export function NewsletterToggle({ subscribed }: { subscribed: boolean }) {
  const subscribe = useAccountMutation('subscribeNewsletter', [['user', 'profile']])
  const unsubscribe = useAccountMutation('unsubscribeNewsletter', [['user', 'profile']])
  const busy = subscribe.isPending || unsubscribe.isPending
  const toggle = () => (subscribed ? unsubscribe : subscribe).mutate({})
  return (
    <div className="flex items-start justify-between gap-6 border-t border-line pt-8">
      <div>
        <h2 id="newsletter-heading" className="font-display text-xl font-medium">
          {m.newsletter()}
        </h2>
        <p className="mt-2 max-w-md text-sm leading-relaxed text-muted">
          {m.newsletter_toggle_text()}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={subscribed}
        aria-labelledby="newsletter-heading"
        disabled={busy}
        onClick={toggle}
        className={`relative mt-1 h-7 w-12 shrink-0 rounded-full border border-ink transition disabled:opacity-50 ${subscribed ? 'bg-ink' : 'bg-transparent'}`}
      >
        <span
          aria-hidden="true"
          className={`absolute top-1/2 size-5 -translate-y-1/2 rounded-full transition-all ${subscribed ? 'left-[24px] bg-cream' : 'left-[3px] bg-ink'}`}
        />
      </button>
    </div>
  )
}
