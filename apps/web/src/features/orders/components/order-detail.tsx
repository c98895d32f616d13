import { orderNumber } from '@store/contract/orders'
import type { Order } from '@store/contract/orders'
import type { ReturnTarget } from '../api/returns'
import { canTrack } from '../utils/order-view'
import { OrderLines } from './order-lines'
import { OrderInformation, PaymentInformation, ShippingInformation } from './order-sections'
import { PaymentGuideSection } from './payment-guide'
import { ReturnSection } from './returns/return-section'
import * as m from '#messages'

interface OrderDetailProps {
  order: Order
  titleId: string
  /** Opens the tracking modal; offered only for courier orders with a waybill. */
  onTrack: () => void
  headingLevel?: 'h1' | 'h2'
  /** Whose order it is, for its returns: a member's by id, a guest's by the signed link. */
  returns: ReturnTarget
}

/** The order detail of spec section 2, in the modal and on a guest's order page. */
export function OrderDetail({
  order,
  titleId,
  onTrack,
  headingLevel: Heading = 'h2',
  returns,
}: OrderDetailProps) {
  return (
    <article className="space-y-6">
      <header className="pr-10">
        <Heading id={titleId} className="font-display text-2xl font-medium md:text-3xl">
          {m.order_number({ number: orderNumber(order.trx_ref) })}
        </Heading>
        <p className="mt-2 text-[15px] text-muted">
          {m.hello()} <span className="font-medium text-ink">{order.user?.name ?? m.guest()}</span>.{' '}
          {m.thanks_for_shopping_kainara()}
        </p>
      </header>
      {order.payment_guide && (
        <PaymentGuideSection order={order} guide={order.payment_guide} titleId={titleId} />
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <OrderInformation order={order} />
        <PaymentInformation order={order} />
      </div>
      <section aria-labelledby={`${titleId}-products`} className="border-t border-line pt-5">
        <h3
          id={`${titleId}-products`}
          className="mb-3 text-[11px] font-semibold tracking-[0.25em] text-muted uppercase"
        >
          {m.product_list()}
        </h3>
        <OrderLines order={order} />
      </section>
      <ShippingInformation order={order} />
      {canTrack(order) && (
        <button type="button" className="btn-primary w-full md:w-auto" onClick={onTrack}>
          {m.order_tracking()}
        </button>
      )}
      <ReturnSection order={order} target={returns} />
    </article>
  )
}
