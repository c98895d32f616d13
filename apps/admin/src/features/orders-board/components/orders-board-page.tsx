import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import type { OrderGroup } from '@store/contract/admin/orders-board'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { boardCountsQuery, boardOrdersQuery, exportHref } from '../api/calls'
import { BoardCards } from './board-cards'
import { BoardChips } from './board-chips'
import { BoardFilters } from './board-filters'
import { boardQueryOf, withFilter } from '../utils/board-params'
import type { FilterName } from '../utils/board-params'
import { BoardTable } from './board-table'
import { useNewOrders } from './new-orders'

/** /orders: every order a staff account may see, newest first, refreshing by itself. */
export function OrdersBoardPage() {
  const [params, setParams] = useSearchParams()
  const query = boardQueryOf(params)
  const { cursor, ...filters } = query
  const list = useQuery(boardOrdersQuery(query))
  const counts = useQuery(boardCountsQuery(filters))
  const fresh = useNewOrders(list.data?.orders, JSON.stringify(query))
  const change = (name: FilterName | 'cursor', value: string) =>
    setParams((current) => withFilter(current, name, value))
  const orders = list.data?.orders
  const arrived = fresh.size
  return (
    <>
      <PageHeader
        title="Orders"
        actions={
          <a
            href={exportHref(filters)}
            download
            className="inline-flex min-h-10 items-center rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100"
          >
            Export CSV
          </a>
        }
      />
      <BoardChips
        counts={counts.data?.counts}
        total={counts.data?.total}
        attention={counts.data?.attention}
        active={params.get('group')}
        attentionOnly={params.get('attention') === 'yes'}
        onChoose={(group: OrderGroup | '') => change('group', group)}
        onAttention={(only) => change('attention', only ? 'yes' : '')}
        onAll={() =>
          setParams((current) => withFilter(withFilter(current, 'group', ''), 'attention', ''))
        }
      />
      {counts.data && counts.data.total === null && (
        <p className="-mt-3 mb-5 text-xs text-muted">
          Completed and cancelled orders are counted once a first day is set.
        </p>
      )}
      <BoardFilters params={params} showrooms={counts.data?.showrooms} onChange={change} />
      <p role="status" className="sr-only">
        {arrived > 0 ? `${arrived} new ${arrived === 1 ? 'order' : 'orders'} on the board.` : ''}
      </p>
      {(list.error ?? counts.error) && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-3 text-sm text-danger">
          {(list.error ?? counts.error)?.message}
        </p>
      )}
      {list.isPending && <p className="text-muted">Loading the orders…</p>}
      {orders && orders.length === 0 && (
        <p className="rounded-lg border border-line bg-white px-4 py-6 text-sm text-muted">
          No order matches these filters.
        </p>
      )}
      {orders && orders.length > 0 && (
        <>
          <BoardTable orders={orders} fresh={fresh} />
          <BoardCards orders={orders} fresh={fresh} />
        </>
      )}
      {list.data && (cursor || list.data.next_cursor) && (
        <nav aria-label="Pages" className="mt-4 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={!cursor} onClick={() => change('cursor', '')}>
            Newest orders
          </Button>
          <Button
            variant="secondary"
            disabled={!list.data.next_cursor}
            onClick={() => change('cursor', list.data.next_cursor ?? '')}
          >
            Older orders
          </Button>
        </nav>
      )}
    </>
  )
}
