import * as m from '#messages'
import type { StaffInvite } from '@store/contract/admin/staff'
import { Button } from '@/components/ui/button'
import { useRevokeInvite } from '../api/revoke-staff-invite'
import { formatDateTime } from '@/i18n/locale'
import { roleName } from '@/i18n/role-names'

/** Invitations not yet accepted; an expired one stays until withdrawn or sent again. */
export function InvitesList({ invites }: { invites: StaffInvite[] }) {
  const revoke = useRevokeInvite()
  if (invites.length === 0)
    return <p className="text-sm text-muted">{m.staff_no_open_invitation()}</p>
  return (
    <ul className="divide-y divide-line rounded-lg border border-line bg-white">
      {invites.map((invite) => (
        <li key={invite.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="text-sm">
            <p className="font-medium">
              {invite.name}{' '}
              <span className="font-normal text-muted">· {roleName(invite.role)}</span>
            </p>
            <p className="break-all text-muted">{invite.email}</p>
            <p className={invite.expired ? 'text-danger' : 'text-muted'}>
              {invite.expired
                ? m.staff_invite_expired({ at: formatDateTime(invite.expires_at) })
                : m.staff_invite_valid_until({ at: formatDateTime(invite.expires_at) })}
            </p>
          </div>
          <Button
            variant="secondary"
            busy={revoke.isPending && revoke.variables.id === invite.id}
            onClick={() => revoke.mutate({ id: invite.id })}
          >
            {m.staff_withdraw()}
            <span className="sr-only">{m.staff_the_invitation_of({ email: invite.email })}</span>
          </Button>
        </li>
      ))}
    </ul>
  )
}
