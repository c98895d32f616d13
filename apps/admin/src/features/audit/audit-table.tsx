import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table'
import type { AuditEntry } from '@store/contract/admin/audit'
import { formatDateTime } from '@store/contract/format/date-time'
import { AuditDiff } from './audit-diff'

const column = createColumnHelper<AuditEntry>()
const columns = [
  column.accessor('created_at', {
    header: 'When',
    cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
  }),
  column.accessor('actor', {
    header: 'Who',
    cell: ({ getValue }) => <span className="break-all">{getValue()}</span>,
  }),
  column.accessor('action', {
    header: 'What',
    cell: ({ row }) => (
      <div>
        <p className="font-medium">{row.original.action}</p>
        <p className="text-muted">
          {row.original.entity}
          {row.original.entity_id ? ` #${row.original.entity_id}` : ''}
        </p>
      </div>
    ),
  }),
  column.display({
    id: 'change',
    header: 'Change',
    cell: ({ row }) => <AuditDiff before={row.original.before} after={row.original.after} />,
  }),
]

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const table = useReactTable({ data: entries, columns, getCoreRowModel: getCoreRowModel() })
  if (entries.length === 0)
    return <p className="text-sm text-muted">No change matches these filters.</p>
  return (
    <div className="relative hidden overflow-x-auto rounded-lg border border-line bg-white sm:block">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="border-b border-line bg-stone-50 text-xs uppercase tracking-wide text-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-4 py-3 font-medium">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-b border-line align-top last:border-0">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-4 py-3">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
