import * as m from '#messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { SetOrderWaybillInputSchema } from '@store/contract/admin/order-actions'
import type { SetOrderWaybillInput } from '@store/contract/admin/order-actions'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { InputField } from '@/components/ui/field'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useSetWaybill } from '../api/set-waybill'

/** A waybill booked in SiCepat's portal, entered by hand. */
export function WaybillDialog({ trxRef, onClose }: { trxRef: string; onClose: () => void }) {
  const form = useForm<SetOrderWaybillInput, unknown, z.output<typeof SetOrderWaybillInputSchema>>({
    resolver: zodResolver(SetOrderWaybillInputSchema),
    defaultValues: { ref: trxRef, no_resi: '' },
  })
  useUnsavedChanges(form.formState.isDirty)
  const enter = useSetWaybill(trxRef, onClose)
  return (
    <Dialog open onClose={onClose} title={m.enter_the_waybill()}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit((input) => enter.mutate(input))(event)}
      >
        <InputField
          label={m.waybill_number()}
          hint={m.waybill_number_hint()}
          autoComplete="off"
          className="font-mono uppercase"
          error={form.formState.errors.no_resi}
          {...form.register('no_resi')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {m.close()}
          </Button>
          <Button type="submit" busy={enter.isPending}>
            {m.save_waybill()}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
