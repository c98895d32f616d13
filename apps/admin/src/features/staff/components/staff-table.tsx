import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table'
import type { StaffMember } from '@store/contract/admin/staff'
import { Button } from '@/components/ui/button'

const column = createColumnHelper<StaffMember>()
/** On a phone these fold into the person's cell, so the table needs no sideways scroll. */
const WIDE_ONLY = new Set(['role', 'totp_enabled', 'is_active'])
const cellClass = (id: string) => (WIDE_ONLY.has(id) ? 'hidden sm:table-cell' : '')

/** Every account: who, role, showrooms, two-step and whether it can sign in. */
export function StaffTable({
  staff,
  showroomName,
  onEdit,
}: {
  staff: StaffMember[]
  showroomName: (id: number) => string
  onEdit: (member: StaffMember) => void
}) {
  const columns = [
    column.accessor('name', {
      header: 'Person',
      cell: ({ row }) => (
        <div>
          <p className="font-medium">{row.original.name}</p>
          <p className="break-all text-muted">{row.original.email}</p>
          <p className="mt-1 sm:hidden">
            {row.original.role} · two-step {row.original.totp_enabled ? 'on' : 'off'} ·{' '}
            {row.original.is_active ? 'active' : <span className="text-danger">deactivated</span>}
          </p>
          {row.original.showroom_ids.length > 0 && (
            <p className="text-muted sm:hidden">
              {row.original.showroom_ids.map(showroomName).join(', ')}
            </p>
          )}
        </div>
      ),
    }),
    column.accessor('role', {
      header: 'Role',
      cell: ({ row }) => (
        <div>
          <p>{row.original.role}</p>
          {row.original.showroom_ids.length > 0 && (
            <p className="text-muted">{row.original.showroom_ids.map(showroomName).join(', ')}</p>
          )}
        </div>
      ),
    }),
    column.accessor('totp_enabled', {
      header: 'Two-step',
      cell: ({ getValue }) => (getValue() ? 'On' : 'Off'),
    }),
    column.accessor('is_active', {
      header: 'State',
      cell: ({ getValue }) =>
        getValue() ? (
          <span className="text-ok">Active</span>
        ) : (
          <span className="text-danger">Deactivated</span>
        ),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <Button variant="secondary" onClick={() => onEdit(row.original)}>
          Edit<span className="sr-only"> {row.original.name}</span>
        </Button>
      ),
    }),
  ]
  const table = useReactTable({ data: staff, columns, getCoreRowModel: getCoreRowModel() })
  return (
    <div className="relative overflow-x-auto rounded-lg border border-line bg-white">
      <table className="w-full text-left text-sm sm:min-w-[36rem]">
        <thead className="border-b border-line bg-stone-50 text-xs uppercase tracking-wide text-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={`px-4 py-3 font-medium ${cellClass(header.column.id)}`}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-b border-line last:border-0">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={`px-4 py-3 align-top ${cellClass(cell.column.id)}`}>
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
