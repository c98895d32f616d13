import * as m from '#messages'
import { useState } from 'react'
import type { FormEvent } from 'react'
import type { BulkProductMove } from '@store/contract/admin/product-bulk'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { InputField } from '@/components/ui/field'

interface MoveDialogProps {
  count: number
  busy: boolean
  /** The server's refusal of the whole batch (a time in the past, a percent and an amount). */
  error: string | undefined
  onClose: () => void
  onMove: (move: BulkProductMove) => void
}

function DialogButtons({ busy, onClose }: { busy: boolean; onClose: () => void }) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onClose}>
        {m.products_cancel()}
      </Button>
      <Button type="submit" busy={busy}>
        {m.bulk_apply()}
      </Button>
    </div>
  )
}

const submitted = (send: () => void) => (event: FormEvent) => {
  event.preventDefault()
  send()
}

/** A drop for the selection: kept drafts until a WIB time. */
export function ScheduleManyDialog({ count, busy, error, onClose, onMove }: MoveDialogProps) {
  const [publishAt, setPublishAt] = useState('')
  return (
    <Dialog open onClose={onClose} title={m.products_schedule_many_title({ count })}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={submitted(() => onMove({ action: 'schedule', publish_at: publishAt }))}
      >
        <p className="text-sm">{m.products_schedule_many_body()}</p>
        <InputField
          label={m.products_publish_at()}
          type="datetime-local"
          required
          hint={m.products_publish_at_hint()}
          error={error === undefined ? undefined : { message: error }}
          value={publishAt}
          onChange={(event) => setPublishAt(event.target.value)}
        />
        <DialogButtons busy={busy} onClose={onClose} />
      </form>
    </Dialog>
  )
}

const asWhole = (text: string) => (text.trim() === '' ? 0 : Number(text))

/** A flash sale: one discount and its WIB window on every selected product. */
export function DiscountManyDialog({ count, busy, error, onClose, onMove }: MoveDialogProps) {
  const [sale, setSale] = useState({ percent: '', nominal: '', starts: '', ends: '' })
  const field = (name: keyof typeof sale) => ({
    value: sale[name],
    onChange: (event: { target: { value: string } }) =>
      setSale({ ...sale, [name]: event.target.value }),
  })
  return (
    <Dialog open onClose={onClose} title={m.products_set_discount_title({ count })}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={submitted(() =>
          onMove({
            action: 'discount',
            disc_percent: asWhole(sale.percent),
            disc_nominal: asWhole(sale.nominal),
            disc_starts_at: sale.starts,
            disc_ends_at: sale.ends,
          }),
        )}
      >
        <p className="text-sm">{m.products_set_discount_body()}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={m.products_discount_percent()}
            inputMode="numeric"
            hint={m.products_discount_percent_hint()}
            {...field('percent')}
          />
          <InputField
            label={m.products_discount_amount()}
            inputMode="numeric"
            {...field('nominal')}
          />
          <InputField
            label={m.products_discount_starts()}
            type="datetime-local"
            hint={m.products_discount_starts_hint()}
            {...field('starts')}
          />
          <InputField
            label={m.products_discount_ends()}
            type="datetime-local"
            hint={m.products_discount_ends_hint()}
            {...field('ends')}
          />
        </div>
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <DialogButtons busy={busy} onClose={onClose} />
      </form>
    </Dialog>
  )
}
