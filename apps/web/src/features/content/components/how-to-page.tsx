import { Link } from 'react-router'
import { PageHeading } from '@/components/ui/page-heading'
import type { HowToGuide } from '../data/content-types'
import * as m from '#messages'

interface HowToPageProps {
  guide: HowToGuide
  other: { label: string; to: string }
}

/** A numbered how-to guide with a way to start shopping. */
export function HowToPage({ guide, other }: HowToPageProps) {
  return (
    <main id="main">
      <PageHeading kicker={m.how_it_works()} title={guide.title} description={guide.intro} />
      <div className="container-page max-w-4xl">
        <ol className="border-t border-line">
          {guide.steps.map((step, index) => (
            <li
              key={step.title}
              className="grid gap-3 border-b border-line py-8 md:grid-cols-[120px_1fr] md:py-10"
            >
              <span aria-hidden="true" className="font-display text-5xl text-clay md:text-6xl">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div>
                <h2 className="text-sm font-semibold tracking-[0.18em] uppercase">
                  <span className="sr-only">{m.step_n({ index: index + 1 })} </span>
                  {step.title}
                </h2>
                <p className="mt-3 max-w-2xl text-[15px] leading-relaxed text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex flex-wrap justify-center gap-3">
          <Link to="/products" className="btn-primary">
            {m.start_shopping()}
          </Link>
          <Link to={other.to} className="btn-outline">
            {other.label}
          </Link>
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to="/stores" className="underline underline-offset-4 hover:text-clay">
            {m.find_a_store()}
          </Link>
        </p>
      </div>
    </main>
  )
}
