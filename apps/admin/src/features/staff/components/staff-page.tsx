import * as m from '#messages'
import { useState } from 'react'
import type { StaffMember } from '@store/contract/admin/staff'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { useStaffSession } from '@/api/get-staff-session'
import { useStaff } from '../api/list-staff'
import { useSetTotpRequired } from '../api/set-staff-totp-required'
import { EditStaffDialog } from './edit-staff-dialog'
import { InviteDialog } from './invite-dialog'
import { InvitesList } from './invites-list'
import { StaffTable } from './staff-table'

export function StaffPage() {
  const { data: session } = useStaffSession()
  const { data, error, isPending } = useStaff()
  const [inviting, setInviting] = useState(false)
  const [editing, setEditing] = useState<StaffMember | null>(null)
  const required = useSetTotpRequired()
  if (error)
    return (
      <>
        <PageHeader title={m.nav_staff()} />
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-danger">
          {error.message}
        </p>
      </>
    )
  if (isPending)
    return (
      <p role="status" className="text-muted">
        {m.staff_loading()}
      </p>
    )
  const names = new Map(data.showrooms.map((showroom) => [showroom.id, showroom.name]))
  return (
    <>
      <PageHeader
        title={m.nav_staff()}
        actions={<Button onClick={() => setInviting(true)}>{m.staff_invite_person()}</Button>}
      />
      <StaffTable
        staff={data.staff}
        showroomName={(id) => names.get(id) ?? m.staff_showroom_number({ id })}
        onEdit={setEditing}
      />
      <section aria-labelledby="invites-heading" className="mt-8">
        <h2 id="invites-heading" className="mb-3 text-lg font-semibold">
          {m.staff_open_invitations()}
        </h2>
        <InvitesList invites={data.invites} />
      </section>
      <section aria-labelledby="policy-heading" className="mt-8 max-w-xl">
        <h2 id="policy-heading" className="mb-1 text-lg font-semibold">
          {m.staff_two_step_everyone()}
        </h2>
        <p className="mb-3 text-sm text-muted">
          {data.totp_required ? m.staff_two_step_required() : m.staff_two_step_not_required()}
        </p>
        {required.error && (
          <p role="alert" className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-danger">
            {required.error.message}
          </p>
        )}
        <Button
          variant="secondary"
          busy={required.isPending}
          onClick={() => required.mutate({ required: !data.totp_required })}
        >
          {data.totp_required ? m.staff_stop_requiring() : m.staff_require_everyone()}
        </Button>
      </section>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} showrooms={data.showrooms} />
      {editing && (
        <EditStaffDialog
          key={editing.id}
          member={editing}
          isSelf={editing.id === session?.staff.id}
          onClose={() => setEditing(null)}
          showrooms={data.showrooms}
        />
      )}
    </>
  )
}
