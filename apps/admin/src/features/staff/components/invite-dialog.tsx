import * as m from '#messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { InviteStaffSchema } from '@store/contract/admin/staff'
import type { InviteStaffInput } from '@store/contract/admin/staff'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { InputField } from '@/components/ui/field'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useInviteStaff } from '../api/invite-staff'
import { RoleFields } from './role-fields'

const EMPTY: InviteStaffInput = { email: '', name: '', role: 'STAFF', showroom_ids: [] }

export function InviteDialog({
  open,
  onClose,
  showrooms,
}: {
  open: boolean
  onClose: () => void
  showrooms: { id: number; name: string }[]
}) {
  const form = useForm<InviteStaffInput, unknown, z.output<typeof InviteStaffSchema>>({
    resolver: zodResolver(InviteStaffSchema),
    defaultValues: EMPTY,
  })
  useUnsavedChanges(open && form.formState.isDirty)
  const close = () => {
    form.reset(EMPTY)
    invite.reset()
    onClose()
  }
  const invite = useInviteStaff(close)
  const { errors } = form.formState
  return (
    <Dialog open={open} onClose={close} title={m.staff_invite_person()}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit((input) => invite.mutate(input))(event)}
      >
        <InputField
          label={m.name()}
          autoComplete="off"
          error={errors.name}
          {...form.register('name')}
        />
        <InputField
          label={m.email()}
          type="email"
          autoComplete="off"
          hint={m.staff_invite_email_hint()}
          error={errors.email}
          {...form.register('email')}
        />
        <RoleFields form={form} showrooms={showrooms} />
        {invite.error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-danger">
            {invite.error.message}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            {m.staff_cancel()}
          </Button>
          <Button type="submit" busy={invite.isPending}>
            {m.staff_send_invitation()}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
