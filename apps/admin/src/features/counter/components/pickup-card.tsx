import * as m from '#messages'
import type { CounterOrder } from '@store/contract/admin/counter'
import { orderNumber } from '@store/contract/orders'
import { previewSrc } from '@/components/media/preview-src'

/** The order as the clerk checks it against the bag: who collects it and each piece in it. */
export function PickupCard({ order }: { order: CounterOrder }) {
  const pieces = order.lines.reduce((sum, line) => sum + line.qty, 0)
  return (
    <section
      aria-labelledby="pickup-title"
      className="rounded-lg border border-line bg-white p-4 sm:p-6"
    >
      <p className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">
        {order.showroom_name}
      </p>
      <h2 id="pickup-title" className="mt-1 text-xl font-semibold">
        {m.counter_order_number({ number: orderNumber(order.trx_ref) })}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{m.collected_by()}</dt>
        <dd className="font-medium">{order.collector_name}</dd>
        {order.collector_phone && (
          <>
            <dt className="text-muted">{m.phone()}</dt>
            <dd>
              <a className="underline underline-offset-2" href={`tel:${order.collector_phone}`}>
                {order.collector_phone}
              </a>
            </dd>
          </>
        )}
        {order.collector_name !== order.buyer_name && (
          <>
            <dt className="text-muted">{m.buyer()}</dt>
            <dd>{order.buyer_name}</dd>
          </>
        )}
        <dt className="text-muted">{m.counter_in_the_bag()}</dt>
        <dd>{m.counter_pieces({ count: pieces })}</dd>
      </dl>
      <ul className="mt-4 divide-y divide-line border-t border-line">
        {order.lines.map((line, index) => (
          <li key={index} className="flex items-center gap-3 py-3">
            {line.image_url ? (
              <img
                src={previewSrc(line.image_url)}
                alt=""
                width={64}
                height={80}
                className="h-20 w-16 shrink-0 rounded bg-stone-100 object-cover"
              />
            ) : (
              <span aria-hidden="true" className="h-20 w-16 shrink-0 rounded bg-stone-100" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-medium">{line.product_name}</p>
              <p className="text-sm text-muted">
                {m.counter_size_qty({ size: line.size_code, qty: line.qty })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
