import { StoreBadges } from '@/components/ui/store-badges'

/**
 * The newsletter box and the app badges. The subscription call arrives with a
 * later release, so the button stays disabled and says so instead of
 * pretending to have saved an address.
 */
export function NewsletterBox() {
  return (
    <section
      aria-label="Newsletter and app"
      className="container-page grid gap-14 pt-16 md:grid-cols-2 md:gap-20 md:pt-24"
    >
      <div>
        <h2 className="font-display text-3xl font-medium">Letters from KAINARA</h2>
        <p className="mt-3 max-w-md text-[15px] leading-relaxed text-muted">
          New collections, restocks and offers, straight to your inbox.
        </p>
        <form className="mt-8 max-w-md" onSubmit={(event) => event.preventDefault()}>
          <label
            htmlFor="newsletter-email"
            className="text-[11px] font-semibold tracking-[0.25em] uppercase"
          >
            Email address
          </label>
          <div className="mt-2 flex border-b border-ink">
            <input
              id="newsletter-email"
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
              aria-describedby="newsletter-note"
              className="min-w-0 flex-1 bg-transparent py-3 text-[15px] placeholder:text-muted focus-visible:outline-offset-4"
            />
            <button
              type="submit"
              disabled
              className="px-2 text-xs font-semibold tracking-[0.2em] uppercase disabled:text-muted"
            >
              Subscribe
            </button>
          </div>
          <p id="newsletter-note" className="mt-3 text-sm text-muted">
            Newsletter sign-up opens soon. Until then, follow us on Instagram for new arrivals.
          </p>
        </form>
      </div>
      <div className="md:border-l md:border-line md:pl-20">
        <h2 className="font-display text-3xl font-medium">Shop on the go</h2>
        <p className="mt-3 max-w-md text-[15px] leading-relaxed text-muted">
          Browse the new season, keep your wishlist and follow your orders from your phone.
        </p>
        <StoreBadges className="mt-8" />
      </div>
    </section>
  )
}
