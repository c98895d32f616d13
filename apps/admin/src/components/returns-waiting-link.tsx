import * as m from '#messages'
import { Link } from 'react-router'
import { useWaitingReturns } from '@/api/count-waiting-returns'

/**
 * The count of returns waiting for staff as a link to the returns list: beside
 * the orders board's chips, and as a small tile on the dashboard.
 */
export function ReturnsWaitingLink({ tile = false }: { tile?: boolean }) {
  const { data } = useWaitingReturns()
  if (data === undefined) return null
  if (tile)
    return (
      <Link
        to="/returns"
        className="mb-6 flex items-baseline justify-between gap-3 rounded-lg border border-line bg-white p-4 hover:border-stone-400"
      >
        <span className="text-sm font-semibold">{m.returns_waiting_title()}</span>
        <span className="flex items-baseline gap-3">
          <span className="text-xl font-semibold tabular-nums">{data}</span>
          <span className="text-sm font-medium underline underline-offset-2">
            {m.returns_waiting_see()}
          </span>
        </span>
      </Link>
    )
  return (
    <Link
      to="/returns"
      className="mb-4 inline-flex min-h-10 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-medium hover:bg-stone-100"
    >
      {m.returns_waiting_link({ count: data })}
    </Link>
  )
}
