import * as m from '#messages'
import { useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { CancelOrderInputSchema } from '@store/contract/admin/order-cancel'
import type { CancelOrderInput } from '@store/contract/admin/order-cancel'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { TextAreaField } from '@/components/ui/field'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useCancelOrder } from '../api/cancel-order'
import { useCancelPreview } from '../api/preview-cancel'
import { chosenCount, chosenLines, everythingLeft } from '../utils/cancel-choice'
import { CancelLinesPicker } from './cancel-lines-picker'
import { CancelRefund } from './cancel-refund'

type Output = z.output<typeof CancelOrderInputSchema>

/**
 * Cancelling an order, whole or some of its units, says what follows and
 * the refund it will owe before it is done.
 */
export function CancelDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const form = useForm<CancelOrderInput, unknown, Output>({
    resolver: zodResolver(CancelOrderInputSchema),
    defaultValues: { ref: order.trx_ref, reason: '', waybill_cancelled_in_portal: false },
  })
  useUnsavedChanges(form.formState.isDirty)
  const [choice, setChoice] = useState(() => everythingLeft(order))
  const lines = chosenLines(order, choice)
  const preview = useCancelPreview(order.trx_ref, lines)
  const cancel = useCancelOrder(order.trx_ref, onClose)
  const units = chosenCount(choice)
  const whole = lines === undefined
  const resi = order.shipping.no_resi
  return (
    <Dialog open onClose={onClose} title={m.cancel_order_title({ ref: order.trx_ref })}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) =>
          void form.handleSubmit((input) => cancel.mutate({ ...input, lines }))(event)
        }
      >
        <CancelLinesPicker order={order} choice={choice} onChange={setChoice} />
        <CancelRefund
          refund={units > 0 ? preview.data?.refund : undefined}
          counting={preview.isFetching}
          error={preview.error?.message ?? null}
        />
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>{m.units_go_back({ count: units, showroom: order.showroom.name })}</li>
          <li>{order.buyer.member ? m.buyer_told_member() : m.buyer_told_guest()}</li>
          {whole && resi && <li>{m.cancel_waybill_goes({ resi })}</li>}
        </ul>
        {whole && resi && (
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4"
              {...form.register('waybill_cancelled_in_portal')}
            />
            <span>{m.cancel_waybill_in_portal({ resi })}</span>
          </label>
        )}
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
          <Button type="submit" variant="danger" busy={cancel.isPending} disabled={units === 0}>
            {whole ? m.cancel_the_order() : m.cancel_the_units({ count: units })}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
