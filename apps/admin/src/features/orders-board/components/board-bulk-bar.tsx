import * as m from '#messages'
import { useState } from 'react'
import { Link } from 'react-router'
import type { BulkOrderAction } from '@store/contract/admin/order-bulk'
import { BulkOutcome, SelectionBar } from '@/components/data-table/selection-bar'
import type { RowSelection } from '@/components/data-table/selection'
import { Button } from '@/components/ui/button'
import { useBulkOrders } from '../api/bulk-orders'
import { orderBulkOutcome } from '../utils/bulk-outcome'

type Outcome = ReturnType<typeof orderBulkOutcome>

/**
 * The ticked orders' labels and slips in one printable document, and packing
 * or booking the courier for all of them: each order keeps its own rules.
 */
export function BoardBulkBar({ selection }: { selection: RowSelection }) {
  const bulk = useBulkOrders()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const act = (action: BulkOrderAction) =>
    bulk.mutate(
      { refs: selection.ids, action },
      {
        onSuccess: ({ results }) => setOutcome(orderBulkOutcome(action, results)),
        onError: (failure) => setOutcome({ summary: failure.message, refused: [] }),
      },
    )
  return (
    <SelectionBar
      count={selection.ids.length}
      onClear={selection.clear}
      outcome={outcome && <BulkOutcome {...outcome} onDismiss={() => setOutcome(null)} />}
    >
      <Link
        to={`/orders/print?refs=${encodeURIComponent(selection.ids.join(','))}`}
        className="inline-flex min-h-10 items-center rounded-md bg-ink px-4 py-2 text-sm font-medium text-white hover:bg-stone-800"
      >
        {m.print_labels()}
      </Link>
      <Button variant="secondary" busy={bulk.isPending} onClick={() => act('pack')}>
        {m.mark_packed()}
      </Button>
      <Button variant="secondary" busy={bulk.isPending} onClick={() => act('book-waybill')}>
        {m.book_courier()}
      </Button>
    </SelectionBar>
  )
}
