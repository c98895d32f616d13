import * as m from '#messages'
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
    <Dialog open onClose={onClose} title={m.cancel_order_title({ ref: order.trx_ref })}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit((input) => cancel.mutate(input))(event)}
      >
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>{m.units_go_back({ count: units, showroom: order.showroom.name })}</li>
          <li>{m.owed_to_buyer({ amount: formatRupiah(order.totals.grand_total) })}</li>
          <li>{order.buyer.member ? m.buyer_told_member() : m.buyer_told_guest()}</li>
        </ul>
        <TextAreaField
          label={m.reason()}
          hint={m.reason_hint()}
          rows={3}
          error={form.formState.errors.reason}
          {...form.register('reason')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {m.keep_the_order()}
          </Button>
          <Button type="submit" variant="danger" busy={cancel.isPending}>
            {m.cancel_the_order()}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
