import * as m from '#messages'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { EraseMemberSchema } from '@store/contract/admin/customer-data'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { InputField } from '@/components/ui/field'
import { useEraseMember } from '../api/erase-member'

const TypedEmailSchema = EraseMemberSchema.pick({ email: true })

/**
 * Erasing cannot be undone, so the owner types the member's e-mail first;
 * the server checks it again and refuses a mismatch.
 */
export function EraseDialog({
  member,
  open,
  onClose,
  onErased,
}: {
  member: { id: number; name: string; email: string }
  open: boolean
  onClose: () => void
  onErased: () => void
}) {
  const erase = useEraseMember()
  const form = useForm({
    resolver: zodResolver(
      TypedEmailSchema.refine((value) => value.email === member.email.toLowerCase(), {
        message: m.customers_not_this_email(),
        path: ['email'],
      }),
    ),
    defaultValues: { email: '' },
  })
  return (
    <Dialog open={open} onClose={onClose} title={m.customers_erase_title()}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) =>
          void form.handleSubmit((value) =>
            erase.mutate(
              { id: member.id, email: value.email },
              {
                onSuccess: () => {
                  toast.success(m.customers_erased())
                  onErased()
                },
              },
            ),
          )(event)
        }
      >
        <div className="text-sm">
          <p className="mb-2">{m.customers_erase_what({ name: member.name })}</p>
          <p className="text-muted">{m.customers_erase_orders_stay()}</p>
        </div>
        <InputField
          label={m.customers_type_to_confirm({ email: member.email })}
          autoComplete="off"
          spellCheck={false}
          error={form.formState.errors.email}
          {...form.register('email')}
        />
        {erase.error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-danger">
            {erase.error.message}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {m.customers_keep_data()}
          </Button>
          <Button type="submit" variant="danger" busy={erase.isPending}>
            {m.customers_erase_for_good()}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
