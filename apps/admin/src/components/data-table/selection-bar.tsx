import * as m from '#messages'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'

/**
 * What can be done with the ticked rows of a list, shown while any is ticked:
 * the count, the actions and a way to clear the ticks. It stays in view at
 * the bottom of the screen, where a thumb reaches it on a phone.
 */
export function SelectionBar({
  count,
  onClear,
  outcome,
  children,
}: {
  count: number
  onClear: () => void
  /** What the last action did, shown above the actions until the next one. */
  outcome?: ReactNode
  children: ReactNode
}) {
  if (count === 0 && !outcome) return null
  return (
    <section
      aria-label={m.bulk_actions()}
      className="sticky bottom-3 z-10 my-3 flex flex-col gap-2 rounded-lg border border-ink bg-white p-3 shadow-lg"
    >
      {outcome}
      {count > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <p className="mr-auto text-sm font-semibold">{m.bulk_selected({ count })}</p>
          {children}
          <Button variant="ghost" onClick={onClear}>
            {m.bulk_clear()}
          </Button>
        </div>
      )}
    </section>
  )
}

/** What a bulk action did, in counts, and each refused row with its reason. */
export function BulkOutcome({
  summary,
  refused,
  onDismiss,
}: {
  summary: string
  refused: { key: string; name: string; reason: string }[]
  onDismiss: () => void
}) {
  return (
    <div role="status" className="text-sm">
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium">{summary}</p>
        <Button variant="ghost" className="min-h-8 px-2 py-1" onClick={onDismiss}>
          {m.close()}
        </Button>
      </div>
      {refused.length > 0 && (
        <>
          <h2 className="mt-2 text-xs font-semibold tracking-wide text-muted uppercase">
            {m.bulk_refused_title()}
          </h2>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((row) => (
              <li key={row.key}>
                <span className="font-medium">{row.name}</span>: {row.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

/** '12 published, 1 already published, 1 refused': the parts that happened, in order. */
export const summarise = (parts: [number, (inputs: { count: number }) => string][]) =>
  parts
    .filter(([count]) => count > 0)
    .map(([count, words]) => words({ count }))
    .join(', ')
