import { useEffect, useRef, useState } from 'react'
import type { BoardOrder } from '@store/contract/admin/orders-board'

/** The references on the page that were not there before, in the page's order. */
export const arrivedSince = (known: ReadonlySet<string>, orders: readonly BoardOrder[]) =>
  orders.filter((order) => !known.has(order.trx_ref)).map((order) => order.trx_ref)

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
    const arrived = arrivedSince(known, orders)
    if (arrived.length === 0) return
    for (const ref of arrived) known.add(ref)
    setFresh((current) => new Set([...current, ...arrived]))
  }, [orders, filterKey])
  return fresh
}
