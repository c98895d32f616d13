import * as m from '#messages'
import { createColumnHelper } from '@tanstack/react-table'
import type { StaffMember } from '@store/contract/admin/staff'
import { DataTable } from '@/components/data-table/data-table'
import { Button } from '@/components/ui/button'
import { roleName } from '@/i18n/role-names'

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
      header: m.staff_person(),
      cell: ({ row: { original: member } }) => (
        <div>
          <p className="font-medium">{member.name}</p>
          <p className="break-all text-muted md:break-normal md:whitespace-nowrap">
            {member.email}
          </p>
          {/* On a phone the other columns fold in here, so the table needs no sideways scroll. */}
          <p className="mt-1 md:hidden">
            {roleName(member.role)} ·{' '}
            {member.totp_enabled ? m.staff_two_step_is_on() : m.staff_two_step_is_off()} ·{' '}
            {member.is_active ? (
              m.staff_is_active()
            ) : (
              <span className="text-danger">{m.staff_is_deactivated()}</span>
            )}
          </p>
          {member.showroom_ids.length > 0 && (
            <p className="text-muted md:hidden">{showrooms(member)}</p>
          )}
        </div>
      ),
    }),
    column.accessor('role', {
      header: m.role(),
      cell: ({ row: { original: member } }) => (
        <div>
          <p>{roleName(member.role)}</p>
          {member.showroom_ids.length > 0 && <p className="text-muted">{showrooms(member)}</p>}
        </div>
      ),
      meta: { wideOnly: true },
    }),
    column.accessor('totp_enabled', {
      header: m.staff_two_step(),
      cell: ({ getValue }) => (getValue() ? m.staff_on() : m.staff_off()),
      meta: { wideOnly: true },
    }),
    column.accessor('is_active', {
      header: m.staff_state(),
      cell: ({ getValue }) =>
        getValue() ? (
          <span className="text-ok">{m.staff_active()}</span>
        ) : (
          <span className="text-danger">{m.staff_deactivated()}</span>
        ),
      meta: { wideOnly: true },
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{m.staff_actions()}</span>,
      cell: ({ row }) => (
        <Button variant="secondary" onClick={() => onEdit(row.original)}>
          {m.staff_edit()}
          <span className="sr-only"> {row.original.name}</span>
        </Button>
      ),
    }),
  ]
  return (
    <DataTable
      label={m.nav_staff()}
      data={staff}
      columns={columns}
      rowId={(member) => String(member.id)}
      narrow="scroll"
      density="roomy"
      minWidth="md:min-w-[36rem]"
      empty={m.staff_none_yet()}
    />
  )
}
