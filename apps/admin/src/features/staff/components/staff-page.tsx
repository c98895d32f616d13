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
        <PageHeader title="Staff" />
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-danger">
          {error.message}
        </p>
      </>
    )
  if (isPending)
    return (
      <p role="status" className="text-muted">
        Loading staff…
      </p>
    )
  const names = new Map(data.showrooms.map((showroom) => [showroom.id, showroom.name]))
  return (
    <>
      <PageHeader
        title="Staff"
        actions={<Button onClick={() => setInviting(true)}>Invite a person</Button>}
      />
      <StaffTable
        staff={data.staff}
        showroomName={(id) => names.get(id) ?? `Showroom ${id}`}
        onEdit={setEditing}
      />
      <section aria-labelledby="invites-heading" className="mt-8">
        <h2 id="invites-heading" className="mb-3 text-lg font-semibold">
          Open invitations
        </h2>
        <InvitesList invites={data.invites} />
      </section>
      <section aria-labelledby="policy-heading" className="mt-8 max-w-xl">
        <h2 id="policy-heading" className="mb-1 text-lg font-semibold">
          Two-step sign-in for everyone
        </h2>
        <p className="mb-3 text-sm text-muted">
          {data.totp_required
            ? 'Required: an account without it can only set it up until it has.'
            : 'Not required: each person chooses on My account. Set it up on your own account before requiring it.'}
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
          {data.totp_required ? 'Stop requiring it' : 'Require it for everyone'}
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
