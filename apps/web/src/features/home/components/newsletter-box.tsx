import type { ReactNode } from 'react'
import { StoreBadges } from '@/components/ui/store-badges'

/** The newsletter box, around the signup form, and the app badges. */
export function NewsletterBox({ form }: { form: ReactNode }) {
  return (
    <section
      aria-label="Newsletter and app"
      className="defer-render-[450px] container-page grid gap-14 pt-16 md:grid-cols-2 md:gap-20 md:pt-24"
    >
      <div>
        <h2 className="font-display text-3xl font-medium">Letters from KAINARA</h2>
        <p className="mt-3 max-w-md text-[15px] leading-relaxed text-muted">
          New collections, restocks and offers, straight to your inbox.
        </p>
        {form}
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
