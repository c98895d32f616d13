import type { AuditEntry } from '@store/contract/admin/audit'
import { formatDateTime } from '@store/contract/format/date-time'
import { AuditDiff } from './audit-diff'

/** The log on a phone: one card a change, nothing to scroll sideways. */
export function AuditCards({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return null
  return (
    <ol className="flex flex-col gap-3 sm:hidden">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-line bg-white p-4 text-sm">
          <p className="font-medium">
            {entry.action}{' '}
            <span className="font-normal text-muted">
              {entry.entity}
              {entry.entity_id ? ` #${entry.entity_id}` : ''}
            </span>
          </p>
          <p className="mb-3 text-muted">
            <span className="break-all">{entry.actor}</span> · {formatDateTime(entry.created_at)}
          </p>
          <AuditDiff before={entry.before} after={entry.after} />
        </li>
      ))}
    </ol>
  )
}
