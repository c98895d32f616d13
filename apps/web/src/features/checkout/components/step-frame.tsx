import type { ReactNode } from 'react'
import { ChevronLeftIcon } from '@/components/ui/icons'
import * as m from '#messages'

interface StepFrameProps {
  title: string
  description?: ReactNode
  onBack?: () => void
  /** The step's own way on (Continue), beside Back. */
  action?: ReactNode
  children: ReactNode
}

/** One checkout step: its heading, its content, then Back and the way on. */
export function StepFrame({ title, description, onBack, action, children }: StepFrameProps) {
  return (
    <section aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" className="font-display text-2xl font-medium sm:text-3xl">
        {title}
      </h2>
      {description && <p className="mt-2 text-[15px] leading-relaxed text-muted">{description}</p>}
      <div className="mt-6">{children}</div>
      {(onBack ?? action) && (
        <div className="mt-8 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          {onBack ? (
            <button type="button" onClick={onBack} className="btn-outline">
              <ChevronLeftIcon width={16} height={16} aria-hidden="true" /> {m.back()}
            </button>
          ) : (
            <span />
          )}
          {action}
        </div>
      )}
    </section>
  )
}
