import * as m from '#messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { MarkRefundPaidInputSchema } from '@store/contract/admin/refunds'
import type { LedgerRefund, MarkRefundPaidInput } from '@store/contract/admin/refunds'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { InputField } from '@/components/ui/field'
import { formatRupiah } from '@/i18n/locale'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useMarkRefundPaid } from '../api/mark-refund-paid'

/** A refund paid by bank transfer, recorded with the transfer's reference. */
export function MarkPaidDialog({ refund, onClose }: { refund: LedgerRefund; onClose: () => void }) {
  const form = useForm<MarkRefundPaidInput, unknown, z.output<typeof MarkRefundPaidInputSchema>>({
    resolver: zodResolver(MarkRefundPaidInputSchema),
    defaultValues: { id: refund.id, transfer_ref: '' },
  })
  useUnsavedChanges(form.formState.isDirty)
  const mark = useMarkRefundPaid(onClose)
  return (
    <Dialog open onClose={onClose} title={m.refunds_mark_paid_title({ ref: refund.trx_ref })}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit((input) => mark.mutate(input))(event)}
      >
        <p className="text-sm">
          {m.refunds_mark_paid_what({
            amount: formatRupiah(refund.amount),
            buyer: refund.buyer_name,
          })}
        </p>
        <InputField
          label={m.refunds_transfer_ref()}
          hint={m.refunds_transfer_ref_hint()}
          autoComplete="off"
          className="font-mono"
          error={form.formState.errors.transfer_ref}
          {...form.register('transfer_ref')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {m.close()}
          </Button>
          <Button type="submit" busy={mark.isPending}>
            {m.refunds_mark_paid()}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
