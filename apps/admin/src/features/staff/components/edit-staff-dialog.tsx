import * as m from '#messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { UpdateStaffSchema } from '@store/contract/admin/staff'
import type { StaffMember, UpdateStaffInput } from '@store/contract/admin/staff'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useSetStaffActive } from '../api/set-staff-active'
import { useUpdateStaff } from '../api/update-staff'
import { RoleFields } from './role-fields'

/** Role and showrooms, and deactivation behind a second, explicit step. */
export function EditStaffDialog({
  member,
  isSelf,
  onClose,
  showrooms,
}: {
  member: StaffMember
  isSelf: boolean
  onClose: () => void
  showrooms: { id: number; name: string }[]
}) {
  const [confirming, setConfirming] = useState(false)
  const form = useForm<UpdateStaffInput, unknown, z.output<typeof UpdateStaffSchema>>({
    resolver: zodResolver(UpdateStaffSchema),
    defaultValues: { id: member.id, role: member.role, showroom_ids: member.showroom_ids },
  })
  useUnsavedChanges(form.formState.isDirty)
  const update = useUpdateStaff(onClose)
  const active = useSetStaffActive(onClose)
  const error = update.error ?? active.error
  return (
    <Dialog open onClose={onClose} title={m.staff_edit_title({ name: member.name })}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit((input) => update.mutate(input))(event)}
      >
        <p className="text-sm break-all text-muted">{member.email}</p>
        {isSelf && <p className="text-sm text-muted">{m.staff_own_account()}</p>}
        <RoleFields form={form} showrooms={showrooms} />
        <p className="text-xs text-muted">{m.staff_saving_signs_out()}</p>
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-danger">
            {error.message}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {m.staff_cancel()}
          </Button>
          <Button type="submit" busy={update.isPending} disabled={isSelf}>
            {m.staff_save_changes()}
          </Button>
        </div>
      </form>
      {!isSelf && (
        <div className="mt-6 border-t border-line pt-4">
          {!member.is_active ? (
            <Button
              variant="secondary"
              busy={active.isPending}
              onClick={() => active.mutate({ id: member.id, active: true })}
            >
              {m.staff_reactivate()}
            </Button>
          ) : confirming ? (
            <div className="flex flex-col gap-3">
              <p className="text-sm">{m.staff_deactivate_warning({ name: member.name })}</p>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="danger"
                  busy={active.isPending}
                  onClick={() => active.mutate({ id: member.id, active: false })}
                >
                  {m.staff_yes_deactivate()}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)}>
                  {m.staff_keep_active()}
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {m.staff_deactivate()}
            </Button>
          )}
        </div>
      )}
    </Dialog>
  )
}
