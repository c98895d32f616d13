import { useState } from 'react'
import type { FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { MESSAGES } from '@store/contract/messages'
import { ApiError, fetchCall, handleApiError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { CheckoutFlow } from '../api/use-checkout-flow'
import type { ChosenPlace } from '../utils/checkout-steps'
import * as m from '#messages'

/** POST checkout-promo-code: a code checked against what the chosen place supplies. */
export function PromoCodeForm({ flow, place }: { flow: CheckoutFlow; place: ChosenPlace }) {
  const { choices } = flow
  const [code, setCode] = useState('')
  const apply = useMutation({
    mutationFn: (promoCode: string) =>
      fetchCall('applyPromoCode', {
        local_device_id: flow.deviceId,
        promo_code: promoCode,
        showroom_id: place.showroom_id,
      }),
    onSuccess: ({ data }) => {
      flow.save({ ...choices, promo: data.promo })
      setCode('')
      toast.success(m.promo_applied_toast({ code: data.promo.code }))
    },
    onError: (error) => {
      if (error instanceof ApiError) handleApiError(error.result)
    },
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (apply.isPending) return
    if (!code.trim()) return toast.error(MESSAGES.promoRequired)
    apply.mutate(code.trim())
  }
  if (choices.promo) {
    return (
      <div className="flex items-center justify-between gap-4 border border-dashed border-ink/40 bg-cream/60 px-4 py-3 text-sm">
        <span>
          {m.promo_word()} <strong className="tracking-wider">{choices.promo.code}</strong>{' '}
          {m.applied()}
        </span>
        <button
          type="button"
          className="text-xs font-semibold tracking-[0.16em] uppercase underline underline-offset-4"
          onClick={() => flow.save({ ...choices, promo: undefined })}
        >
          {m.remove()}
          <span className="sr-only"> {m.promo_code_of({ code: choices.promo.code })}</span>
        </button>
      </div>
    )
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex items-end gap-3">
      <div className="flex-1">
        <label
          htmlFor="promo-code"
          className="text-[11px] font-semibold tracking-[0.22em] uppercase"
        >
          {m.promo_code()}
        </label>
        <input
          id="promo-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoCapitalize="characters"
          className="mt-2 block min-h-11 w-full border-b border-ink/60 bg-transparent py-2 text-[15px] uppercase placeholder:normal-case placeholder:text-muted focus:border-ink"
          placeholder={m.enter_a_code()}
        />
      </div>
      <button
        type="submit"
        className="btn-outline"
        disabled={apply.isPending}
        aria-busy={apply.isPending}
      >
        {m.apply()}
      </button>
    </form>
  )
}
