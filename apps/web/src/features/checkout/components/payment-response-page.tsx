import type { ReactNode } from 'react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { MESSAGES } from '@store/contract/messages'
import { PAID_TRX_STATUSES } from '@store/contract/order-status'
import { PageHeading } from '@/components/ui/page-heading'
import { CheckIcon, ClockIcon, CloseIcon } from '@/components/ui/icons'
import type { IconComponent } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import { confirmPaymentQuery, returnPayload } from '../api/confirm-payment'
import { postPaymentForm } from '@/lib/post-payment-form'
import { OrderFollowUp } from './order-follow-up'
import * as m from '#messages'
import * as w from '@store/contract/words'

function Outcome({
  icon: Icon,
  title,
  children,
}: {
  icon: IconComponent
  title: string
  children: ReactNode
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center border border-line bg-white px-6 py-12 text-center sm:px-10">
      <span className="mb-6 grid size-16 place-items-center rounded-full bg-sand">
        <Icon width={26} height={26} />
      </span>
      <h2 className="font-display text-2xl font-medium sm:text-3xl">{title}</h2>
      {children}
    </div>
  )
}

/** /payment/response: the store's own word on the order, never the return's alone (decision 025). */
export function PaymentResponsePage() {
  const [search] = useSearchParams()
  const [payload] = useState(() => returnPayload(search))
  const answer = useQuery(confirmPaymentQuery(payload))
  const [paying, setPaying] = useState(false)
  const data = answer.data
  let body: ReactNode
  if (!payload || answer.error) {
    body = (
      <Outcome icon={CloseIcon} title={m.payment_not_confirmed()}>
        <p className="mt-3 text-[15px] leading-relaxed text-muted">
          {answer.error instanceof ApiError ? answer.error.message : MESSAGES.paymentReturnInvalid}
        </p>
        <Link to="/products" className="btn-primary mt-8">
          {m.continue_shopping()}
        </Link>
      </Outcome>
    )
  } else if (!data) {
    body = <Spinner label={m.confirming_payment()} className="py-10" />
  } else if (PAID_TRX_STATUSES.includes(data.trx_status)) {
    const member = data.message === MESSAGES.thankYouMember
    body = (
      <Outcome icon={CheckIcon} title={m.payment_received()}>
        <p className="mt-3 text-[15px] leading-relaxed" data-testid="payment-message">
          {data.message}
        </p>
        <OrderFollowUp order={data} />
        <Link to={member ? '/account/orders' : '/products'} className="btn-primary mt-8">
          {member ? m.see_my_orders() : m.continue_shopping()}
        </Link>
      </Outcome>
    )
  } else if (data.trx_status === 'WAITING_PAYMENT') {
    const retry = data.payment_data
    body = (
      <Outcome icon={ClockIcon} title={retry ? m.payment_not_completed() : m.almost_there()}>
        <p className="mt-3 text-[15px] leading-relaxed" role="status" data-testid="payment-message">
          {data.message}
        </p>
        {retry && (
          <button
            type="button"
            className="btn-primary mt-8"
            disabled={paying}
            aria-busy={paying}
            onClick={() => {
              setPaying(true)
              postPaymentForm(retry)
            }}
          >
            {m.pay_again()}
          </button>
        )}
      </Outcome>
    )
  } else {
    body = (
      <Outcome icon={CloseIcon} title={m.order_closed()}>
        <p className="mt-3 text-[15px] leading-relaxed" data-testid="payment-message">
          {data.message}
        </p>
        <Link to="/products" className="btn-primary mt-8">
          {m.continue_shopping()}
        </Link>
      </Outcome>
    )
  }
  return (
    <main id="main" className="pb-20">
      <PageHeading title={m.payment_confirmation()} documentTitle={w.page_thank_you()} />
      <div className="container-page">{body}</div>
    </main>
  )
}
