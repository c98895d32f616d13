import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { CancelOrderInputSchema } from '@store/contract/admin/order-actions'
import type { CancelOrderInput } from '@store/contract/admin/order-actions'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { TextAreaField } from '@/components/ui/field'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useCancelOrder } from '../api/cancel-order'
import { formatRupiah } from '@/i18n/locale'

/** Cancelling a paid order says what follows before it is done. */
export function CancelDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const form = useForm<CancelOrderInput, unknown, z.output<typeof CancelOrderInputSchema>>({
    resolver: zodResolver(CancelOrderInputSchema),
    defaultValues: { ref: order.trx_ref, reason: '' },
  })
  useUnsavedChanges(form.formState.isDirty)
  const cancel = useCancelOrder(order.trx_ref, onClose)
  const units = order.lines.reduce((sum, line) => sum + line.qty, 0)
  return (
    <Dialog open onClose={onClose} title={`Cancel order ${order.trx_ref}`}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit((input) => cancel.mutate(input))(event)}
      >
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>
            {units} {units === 1 ? 'unit goes' : 'units go'} back to {order.showroom.name}&apos;s
            stock.
          </li>
          <li>{formatRupiah(order.totals.grand_total)} is recorded as owed to the buyer.</li>
          <li>The buyer is told by e-mail{order.buyer.member ? ' and in their inbox' : ''}.</li>
        </ul>
        <TextAreaField
          label="Reason"
          hint="For the team and the audit log; the buyer does not see it."
          rows={3}
          error={form.formState.errors.reason}
          {...form.register('reason')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Keep the order
          </Button>
          <Button type="submit" variant="danger" busy={cancel.isPending}>
            Cancel the order
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
