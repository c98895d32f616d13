import * as m from '#messages'
import type { RefundOwed } from '@store/contract/admin/order-cancel'
import { formatRupiah } from '@/i18n/locale'

/** The refund the cancel will owe, counted by the server before staff confirm. */
export function CancelRefund({
  refund,
  counting,
  error,
}: {
  refund: RefundOwed | undefined
  counting: boolean
  error: string | null
}) {
  if (error)
    return (
      <p role="alert" className="text-sm text-danger">
        {error}
      </p>
    )
  return (
    <div className="rounded-md bg-stone-100 px-3 py-2 text-sm" aria-live="polite">
      {refund ? (
        <>
          <p className="font-medium">
            {m.cancel_refund_owed({ amount: formatRupiah(refund.total) })}
          </p>
          <p className="text-muted">
            {m.cancel_refund_parts({
              items: formatRupiah(refund.items),
              promo: formatRupiah(refund.promo_share),
              shipping: formatRupiah(refund.shipping),
            })}
          </p>
        </>
      ) : (
        <p>{counting ? m.cancel_refund_counting() : m.cancel_choose_units()}</p>
      )}
    </div>
  )
}
