import * as m from '#messages'
import { diffOf } from '../utils/audit-changes'

export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const changes = diffOf(before, after)
  if (changes.length === 0) return <span className="text-muted">{m.no_values_recorded()}</span>
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      {changes.map((change) => (
        <div key={change.field} className="contents">
          <dt className="text-muted">{change.field}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">
            {change.before !== null && (
              <del className="bg-red-50 text-red-900 decoration-red-900/60">{change.before}</del>
            )}
            {change.before !== null && change.after !== null && (
              <span aria-hidden="true" className="px-1 text-muted">
                →
              </span>
            )}
            {change.after !== null && (
              <ins className="bg-green-50 text-green-900 no-underline">{change.after}</ins>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
