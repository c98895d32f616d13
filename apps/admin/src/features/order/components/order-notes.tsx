import * as m from '#messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { AddOrderNoteInputSchema } from '@store/contract/admin/order-actions'
import type { AddOrderNoteInput } from '@store/contract/admin/order-actions'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { TextAreaField } from '@/components/ui/field'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useAddNote } from '../api/add-note'
import { Section } from './section'
import { formatDateTime } from '@/i18n/locale'

/** Private notes: staff only, never the buyer. */
export function OrderNotes({ order }: { order: OrderDetail }) {
  const form = useForm<AddOrderNoteInput, unknown, z.output<typeof AddOrderNoteInputSchema>>({
    resolver: zodResolver(AddOrderNoteInputSchema),
    defaultValues: { ref: order.trx_ref, body: '' },
  })
  useUnsavedChanges(form.formState.isDirty)
  const add = useAddNote(order.trx_ref, () => form.reset({ ref: order.trx_ref, body: '' }))
  return (
    <Section title={m.private_notes()}>
      {order.notes.length > 0 ? (
        <ul className="mb-4 space-y-3">
          {order.notes.map((note) => (
            <li key={note.id} className="rounded-md bg-stone-50 px-3 py-2 text-sm">
              <p className="whitespace-pre-line">{note.body}</p>
              <p className="mt-1 text-xs text-muted">
                {note.actor} · {formatDateTime(note.created_at)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-3 text-sm text-muted">{m.no_notes_yet()}</p>
      )}
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(event) => void form.handleSubmit((input) => add.mutate(input))(event)}
      >
        <TextAreaField
          label={m.new_note()}
          rows={2}
          error={form.formState.errors.body}
          {...form.register('body')}
        />
        <div>
          <Button type="submit" variant="secondary" busy={add.isPending}>
            {m.add_note()}
          </Button>
        </div>
      </form>
    </Section>
  )
}
