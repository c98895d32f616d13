import * as m from '#messages'
import { Link } from 'react-router'
import { useReturnsToReceive } from '../api/order-returns'

/** The order's returns waiting to be received, each opening its page to receive it here. */
export function ReturnsToReceive({ orderRef }: { orderRef: string }) {
  const { data } = useReturnsToReceive(orderRef)
  if (!data) return null
  if (data.length === 0)
    return <p className="text-sm text-muted">{m.returns_counter_none({ ref: orderRef })}</p>
  return (
    <section
      aria-labelledby="counter-returns"
      className="rounded-lg border border-line bg-white p-4"
    >
      <h2 id="counter-returns" className="mb-2 text-sm font-semibold">
        {m.returns_counter_found({ ref: orderRef })}
      </h2>
      <ul className="flex flex-col gap-2">
        {data.map((item) => (
          <li key={item.return_ref}>
            <Link
              to={`/returns/${encodeURIComponent(item.return_ref)}?counter=1`}
              className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-ink px-4 text-base font-medium text-white hover:bg-stone-800"
            >
              {m.returns_counter_open({ ref: item.return_ref })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
