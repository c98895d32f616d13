import { useEffect, useRef, useState } from 'react'
import type { BoardOrder } from '@store/contract/admin/orders-board'

/** An order flagged for a person (docs/decisions/050). */
export function AttentionMark() {
  return (
    <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-amber-100 px-1.5 py-0.5 align-middle text-[0.65rem] font-semibold uppercase tracking-wide text-amber-900">
      Needs attention
    </span>
  )
}

export function NewMark() {
  return (
    <span className="ml-2 rounded-full bg-accent px-1.5 py-0.5 align-middle text-[0.65rem] font-semibold uppercase tracking-wide text-white">
      New
    </span>
  )
}

/**
 * The orders that arrived on the first page since the board was opened with
 * these filters: the list updates by itself, and these are marked and told
 * to screen readers. A change of filters starts again.
 */
export function useNewOrders(orders: BoardOrder[] | undefined, filterKey: string) {
  const seen = useRef<{ key: string; refs: Set<string> } | null>(null)
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set())
  useEffect(() => {
    if (!orders) return
    if (seen.current?.key !== filterKey) {
      seen.current = { key: filterKey, refs: new Set(orders.map((order) => order.trx_ref)) }
      setFresh(new Set())
      return
    }
    const known = seen.current.refs
    const arrived = orders
      .filter((order) => !known.has(order.trx_ref))
      .map((order) => order.trx_ref)
    if (arrived.length === 0) return
    for (const ref of arrived) known.add(ref)
    setFresh((current) => new Set([...current, ...arrived]))
  }, [orders, filterKey])
  return fresh
}
