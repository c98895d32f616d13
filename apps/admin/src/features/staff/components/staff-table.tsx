import { createColumnHelper } from '@tanstack/react-table'
import type { StaffMember } from '@store/contract/admin/staff'
import { DataTable } from '@/components/data-table/data-table'
import { Button } from '@/components/ui/button'

const column = createColumnHelper<StaffMember>()

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
  const showrooms = (member: StaffMember) => member.showroom_ids.map(showroomName).join(', ')
  const columns = [
    column.accessor('name', {
      header: 'Person',
      cell: ({ row: { original: member } }) => (
        <div>
          <p className="font-medium">{member.name}</p>
          <p className="break-all text-muted md:break-normal md:whitespace-nowrap">
            {member.email}
          </p>
          {/* On a phone the other columns fold in here, so the table needs no sideways scroll. */}
          <p className="mt-1 md:hidden">
            {member.role} · two-step {member.totp_enabled ? 'on' : 'off'} ·{' '}
            {member.is_active ? 'active' : <span className="text-danger">deactivated</span>}
          </p>
          {member.showroom_ids.length > 0 && (
            <p className="text-muted md:hidden">{showrooms(member)}</p>
          )}
        </div>
      ),
    }),
    column.accessor('role', {
      header: 'Role',
      cell: ({ row: { original: member } }) => (
        <div>
          <p>{member.role}</p>
          {member.showroom_ids.length > 0 && <p className="text-muted">{showrooms(member)}</p>}
        </div>
      ),
      meta: { wideOnly: true },
    }),
    column.accessor('totp_enabled', {
      header: 'Two-step',
      cell: ({ getValue }) => (getValue() ? 'On' : 'Off'),
      meta: { wideOnly: true },
    }),
    column.accessor('is_active', {
      header: 'State',
      cell: ({ getValue }) =>
        getValue() ? (
          <span className="text-ok">Active</span>
        ) : (
          <span className="text-danger">Deactivated</span>
        ),
      meta: { wideOnly: true },
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
  return (
    <DataTable
      label="Staff"
      data={staff}
      columns={columns}
      rowId={(member) => String(member.id)}
      narrow="scroll"
      density="roomy"
      minWidth="md:min-w-[36rem]"
      empty="No staff account yet."
    />
  )
}
