import { useEffect, useState } from 'react'
import type { Order } from '@store/contract/orders'
import type { PaymentGuide } from '@store/contract/payment-guide'
import { formatDateTime } from '@store/contract/format/date-time'
import { LOCALE } from '@/i18n/locale'
import { postPaymentForm } from '@/lib/post-payment-form'
import { toast } from '@/lib/toast'
import { useRupiah } from '@/lib/use-rupiah'
import { groupedCode, paymentSteps } from '../utils/payment-steps'
import * as m from '#messages'

function CopyCode({ code }: { code: string }) {
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => toast.success(m.guide_number_copied()),
      () => toast.error(m.guide_number_not_copied()),
    )
  return (
    <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <span
        className="font-semibold tracking-[0.06em] whitespace-nowrap tabular-nums md:tracking-[0.12em]"
        data-testid="pay-code"
      >
        {groupedCode(code)}
      </span>
      <button
        type="button"
        className="min-h-11 text-sm underline underline-offset-4"
        onClick={() => void copy()}
      >
        {m.guide_copy_number()}
      </button>
    </span>
  )
}

/**
 * How to pay an order that waits (issue 35): when the hold ends, in WIB, the chosen channel and
 * its number, the steps, and the same bill to open again on the payment page.
 */
export function PaymentGuideSection({
  order,
  guide,
  titleId,
}: {
  order: Order
  guide: PaymentGuide
  titleId: string
}) {
  const rupiah = useRupiah()
  const [opening, setOpening] = useState(false)
  // Back from the payment page, the browser may restore this page as it was left: busy.
  useEffect(() => {
    const ready = () => setOpening(false)
    window.addEventListener('pageshow', ready)
    return () => window.removeEventListener('pageshow', ready)
  }, [])
  const headingId = `${titleId}-how-to-pay`
  const amount = rupiah(order.grand_total)
  return (
    <section aria-labelledby={headingId} className="bg-sand px-5 py-5 md:px-6">
      <h3 id={headingId} className="font-display text-xl font-medium">
        {m.guide_title()}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-muted">{m.guide_intro()}</p>
      <dl className="mt-4 grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{m.guide_pay_before()}</dt>
        <dd className="font-semibold" data-testid="pay-before">
          {formatDateTime(guide.expires_at, LOCALE)}
        </dd>
        <dt className="text-muted">{m.guide_channel()}</dt>
        <dd>{guide.channel_name ?? m.guide_no_channel()}</dd>
        {guide.pay_code && (
          <>
            <dt className="self-center text-muted">
              {guide.channel_kind === 'va' ? m.guide_va_number() : m.guide_pay_code()}
            </dt>
            <dd>
              <CopyCode code={guide.pay_code} />
            </dd>
          </>
        )}
        {guide.qris_image && (
          <>
            <dt className="text-muted">{m.guide_qris_code()}</dt>
            <dd>
              <img
                src={guide.qris_image}
                width={200}
                height={200}
                className="bg-white [image-rendering:pixelated]"
                alt={m.guide_qris_image({ amount, merchant: guide.payment_data.merchant_name })}
                data-testid="qris-code"
              />
            </dd>
          </>
        )}
        <dt className="text-muted">{m.guide_amount()}</dt>
        <dd className="font-semibold">{amount}</dd>
      </dl>
      <ol className="mt-4 list-decimal space-y-1.5 pl-5 text-sm leading-relaxed">
        {paymentSteps(guide, amount).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="mt-5 flex flex-col gap-2 md:flex-row md:items-center md:gap-5">
        <button
          type="button"
          className="btn-primary"
          disabled={opening}
          aria-busy={opening}
          onClick={() => {
            setOpening(true)
            postPaymentForm(guide.payment_data)
          }}
        >
          {m.guide_open_bill()}
        </button>
        <p className="text-xs text-muted">{m.guide_open_bill_note()}</p>
      </div>
    </section>
  )
}
