import type { ReactNode } from 'react'
import { StoreBadges } from '@/components/ui/store-badges'
import * as m from '#messages'

/** The newsletter box, around the signup form, and the app badges. */
export function NewsletterBox({ form }: { form: ReactNode }) {
  return (
    <section
      aria-label={m.newsletter_and_app()}
      className="defer-render-[450px] container-page grid gap-14 pt-16 md:grid-cols-2 md:gap-20 md:pt-24"
    >
      <div>
        <h2 className="font-display text-3xl font-medium">{m.newsletter_kicker()}</h2>
        <p className="mt-3 max-w-md text-[15px] leading-relaxed text-muted">
          {m.newsletter_box_text()}
        </p>
        {form}
      </div>
      <div className="md:border-l md:border-line md:pl-20">
        <h2 className="font-display text-3xl font-medium">{m.shop_on_the_go()}</h2>
        <p className="mt-3 max-w-md text-[15px] leading-relaxed text-muted">
          {m.shop_on_the_go_text()}
        </p>
        <StoreBadges className="mt-8" />
      </div>
    </section>
  )
}
