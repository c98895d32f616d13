import type { FitNote as Fit } from '@store/contract/fit'
import * as m from '#messages'

/** What buyers' returns say of the product's fit, beside the size picker (decision 096). */
export function FitNote({ fit }: { fit: Fit }) {
  if (!fit) return null
  return (
    <p className="flex items-start gap-2 text-sm text-ink">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 fill-current">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 3.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2ZM11 14.5H9V9h2v5.5Z" />
      </svg>
      <span>{fit === 'RUNS_SMALL' ? m.fit_runs_small() : m.fit_runs_large()}</span>
    </p>
  )
}
