import * as m from '#messages'
import { createColumnHelper } from '@tanstack/react-table'
import type { AuditEntry } from '@store/contract/admin/audit'
import { DataTable } from '@/components/data-table/data-table'
import { AuditDiff } from './audit-diff'
import { formatDateTime } from '@/i18n/locale'
import { actionName } from '../utils/action-words'

const column = createColumnHelper<AuditEntry>()
const columns = [
  column.accessor('created_at', {
    header: m.when(),
    cell: ({ getValue }) => formatDateTime(getValue()),
    meta: { wrap: 'nowrap' },
  }),
  column.accessor('actor', {
    header: m.who(),
    cell: ({ getValue }) => getValue(),
    meta: { wrap: 'nowrap' },
  }),
  column.accessor('action', {
    header: m.what(),
    cell: ({ row }) => (
      <div>
        <p className="font-medium">{actionName(row.original.action)}</p>
        <p className="text-muted">
          {row.original.entity}
          {row.original.entity_id ? ` #${row.original.entity_id}` : ''}
        </p>
      </div>
    ),
  }),
  column.display({
    id: 'change',
    header: m.change(),
    cell: ({ row }) => (
      <AuditDiff
        action={row.original.action}
        before={row.original.before}
        after={row.original.after}
      />
    ),
    meta: { wrap: 'anywhere', width: 'min-w-64' },
  }),
]

/** A change on a phone: one card, nothing to scroll sideways. */
function AuditCard({ entry }: { entry: AuditEntry }) {
  return (
    <div className="rounded-lg border border-line bg-white p-4 text-sm">
      <p className="font-medium">
        {actionName(entry.action)}{' '}
        <span className="font-normal text-muted">
          {entry.entity}
          {entry.entity_id ? ` #${entry.entity_id}` : ''}
        </span>
      </p>
      <p className="mb-3 text-muted">
        <span className="break-all">{entry.actor}</span> · {formatDateTime(entry.created_at)}
      </p>
      <AuditDiff action={entry.action} before={entry.before} after={entry.after} />
    </div>
  )
}

/** The log: who changed what and when, and each field before and after. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <DataTable
      label={m.nav_audit()}
      data={entries}
      columns={columns}
      rowId={(entry) => String(entry.id)}
      card={(entry) => <AuditCard entry={entry} />}
      density="roomy"
      minWidth="min-w-[44rem]"
      empty={m.no_change_matches()}
    />
  )
}
