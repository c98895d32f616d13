import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { Order } from '@store/contract/orders'
import type { ReturnOptions } from '@store/contract/return-calls'
import type { ReturnAnswer } from '@store/contract/returns'
import { TextField } from '@/components/form/text-field'
import { useFormSubmit } from '@/components/form/use-form-submit'
import { toast } from '@/lib/toast'
import { requestReturn, returnsKey } from '@/features/orders/api/returns'
import type { ReturnTarget } from '@/features/orders/api/returns'
import { ReturnLineFields } from './return-line-fields'
import { ReturnPhotosField } from './return-photos-field'
import type { ReturnPhoto } from './return-photos-field'
import { hasDamage, newRequestKey, returnRequestOf } from './return-values'
import type { ReturnFormState } from './return-values'
import { ReturnWayFields } from './return-way-fields'
import { ReturnWishFields } from './return-wish-fields'
import * as m from '#messages'

interface Props {
  target: ReturnTarget
  options: ReturnOptions
  order: Order
  onCancel: () => void
  onSent: (answer: ReturnAnswer) => void
}

/**
 * The return or exchange form. One request key per form: a double click, or
 * sending again after a lost answer, makes one request. A refusal (the window
 * closed meanwhile) is shown above the button and the form keeps its content.
 */
export function ReturnForm({ target, options, order, onCancel, onSent }: Props) {
  const queryClient = useQueryClient()
  const [requestKey] = useState(newRequestKey)
  const [problem, setProblem] = useState<string | null>(null)
  const [photos, setPhotos] = useState<ReturnPhoto[]>([])
  const [state, setState] = useState<Omit<ReturnFormState, 'photos'>>(() => ({
    lines: Object.fromEntries(
      options.lines.map((line) => [line.line_id, { qty: 0, reason: '', size: '' }]),
    ),
    wish: 'EXCHANGE',
    way: 'COURIER',
    showroomId: null,
    bank: { bank_name: '', account_number: '', account_holder: '' },
    note: '',
  }))
  const form = { ...state, photos }
  const damaged = hasDamage(form)
  const { disabled, onSubmit } = useFormSubmit(
    async () => (await import('@store/contract/returns')).ReturnRequestInputSchema,
    () => returnRequestOf(form, requestKey),
    async (request) => {
      if (damaged && photos.length === 0) {
        toast.error(m.returns_photos_needed())
        return
      }
      setProblem(null)
      try {
        const answer = await requestReturn(target, request)
        await queryClient.invalidateQueries({ queryKey: returnsKey(target) })
        onSent(answer.return)
      } catch (error) {
        setProblem(error instanceof Error ? error.message : String(error))
      }
    },
  )
  return (
    <form noValidate onSubmit={onSubmit} aria-label={m.returns_title()} className="grid gap-6">
      <div>
        {options.lines
          .filter((line) => line.returnable > 0)
          .map((line) => (
            <ReturnLineFields
              key={line.line_id}
              line={line}
              exchange={state.wish === 'EXCHANGE'}
              choice={state.lines[line.line_id] ?? { qty: 0, reason: '', size: '' }}
              onChange={(choice) =>
                setState((now) => ({ ...now, lines: { ...now.lines, [line.line_id]: choice } }))
              }
            />
          ))}
      </div>
      {damaged && (
        <ReturnPhotosField
          target={target}
          photos={photos}
          onChange={setPhotos}
          onProblem={setProblem}
        />
      )}
      <ReturnWishFields
        wish={state.wish}
        bank={state.bank}
        onWish={(wish) => setState((now) => ({ ...now, wish }))}
        onBank={(bank) => setState((now) => ({ ...now, bank }))}
      />
      <ReturnWayFields
        way={state.way}
        showroomId={state.showroomId}
        hubName={
          order.shipping_type === 'PICKUP_ON_STORE' ? null : (order.showroom?.showroom_name ?? null)
        }
        onChange={(way, showroomId) => setState((now) => ({ ...now, way, showroomId }))}
      />
      <TextField
        id="return-note"
        label={m.returns_note()}
        maxLength={500}
        value={state.note}
        onChange={(event) => setState((now) => ({ ...now, note: event.target.value }))}
      />
      {problem && (
        <p role="alert" className="border-l-2 border-[#a3402f] bg-[#fbefec] px-4 py-3 text-sm">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={disabled} aria-busy={disabled}>
          {m.returns_send()}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          {m.returns_cancel()}
        </button>
      </div>
    </form>
  )
}
