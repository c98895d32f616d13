import * as m from '#messages'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { ReturnsWaitingLink } from '@/components/returns-waiting-link'
import { useListParams } from '@/lib/list-params'
import { boardExportHref } from '../api/export-board-orders'
import { useBoardCounts } from '../api/get-board-counts'
import { useBoardOrders } from '../api/get-board-orders'
import { useNewOrders } from '../hooks/use-new-orders'
import { BOARD_RESTART, boardQueryOf } from '../utils/board-params'
import { BoardChips } from './board-chips'
import { BoardFilters } from './board-filters'
import { BoardTable } from './board-table'
import { BoardBulkBar } from './board-bulk-bar'
import { useRowSelection } from '@/components/data-table/selection'

/** /orders: every order a staff account may see, newest first, refreshing by itself. */
export function OrdersBoardPage() {
  const { query, params, update } = useListParams(boardQueryOf, BOARD_RESTART)
  const { cursor, ...filters } = query
  const list = useBoardOrders(query)
  const counts = useBoardCounts(filters)
  const fresh = useNewOrders(list.data?.orders, JSON.stringify(query))
  const orders = list.data?.orders
  const arrived = fresh.size
  const selection = useRowSelection(orders?.map((order) => order.trx_ref) ?? [])
  return (
    <>
      <PageHeader
        title={m.nav_orders()}
        actions={
          <a
            href={boardExportHref(filters)}
            download
            className="inline-flex min-h-10 items-center rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100"
          >
            {m.export_csv()}
          </a>
        }
      />
      <BoardChips
        counts={counts.data?.counts}
        total={counts.data?.total}
        attention={counts.data?.attention}
        active={params.get('group')}
        attentionOnly={params.get('attention') === 'yes'}
        onChoose={(group) => update({ group })}
        onAttention={(only) => update({ attention: only ? 'yes' : '' })}
        onAll={() => update({ group: '', attention: '' })}
      />
      <ReturnsWaitingLink />
      {counts.data && counts.data.total === null && (
        <p className="-mt-3 mb-5 text-xs text-muted">{m.counted_once_first_day()}</p>
      )}
      <BoardFilters
        params={params}
        showrooms={counts.data?.showrooms}
        onChange={(name, value) => update({ [name]: value })}
      />
      <p role="status" className="sr-only">
        {arrived > 0 ? m.new_orders_arrived({ count: arrived }) : ''}
      </p>
      {(list.error ?? counts.error) && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-3 text-sm text-danger">
          {(list.error ?? counts.error)?.message}
        </p>
      )}
      {list.isPending && <p className="text-muted">{m.loading_orders()}</p>}
      {orders && <BoardTable orders={orders} fresh={fresh} selection={selection} />}
      <BoardBulkBar selection={selection} />
      {list.data && (cursor || list.data.next_cursor) && (
        <nav aria-label={m.pages()} className="mt-4 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={!cursor} onClick={() => update({ cursor: '' })}>
            {m.newest_orders()}
          </Button>
          <Button
            variant="secondary"
            disabled={!list.data.next_cursor}
            onClick={() => update({ cursor: list.data.next_cursor ?? '' })}
          >
            {m.older_orders()}
          </Button>
        </nav>
      )}
    </>
  )
}
