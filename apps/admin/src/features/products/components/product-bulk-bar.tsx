import * as m from '#messages'
import { useState } from 'react'
import type { BulkProductMove } from '@store/contract/admin/product-bulk'
import type { AdminProductRow } from '@store/contract/admin/products'
import { BulkOutcome, SelectionBar } from '@/components/data-table/selection-bar'
import type { RowSelection } from '@/components/data-table/selection'
import { Button } from '@/components/ui/button'
import { useBulkProducts } from '../api/bulk-products'
import { productBulkOutcome } from '../utils/bulk-outcome'
import { DiscountManyDialog, ScheduleManyDialog } from './bulk-dialogs'

type Outcome = ReturnType<typeof productBulkOutcome>

/** Publish, unpublish, archive, restore, schedule or discount the ticked products at once. */
export function ProductBulkBar({
  selection,
  rows,
}: {
  selection: RowSelection
  rows: AdminProductRow[]
}) {
  const bulk = useBulkProducts()
  const [dialog, setDialog] = useState<'schedule' | 'discount' | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [error, setError] = useState<string | undefined>()
  const nameOf = (id: number) => rows.find((row) => row.id === id)?.product_name ?? `#${id}`
  const move = (chosen: BulkProductMove) =>
    bulk.mutate(
      { ids: selection.ids.map(Number), move: chosen },
      {
        onSuccess: ({ results }) => {
          setOutcome(productBulkOutcome(chosen.action, results, nameOf))
          setError(undefined)
          setDialog(null)
          selection.clear()
        },
        onError: (failure) => {
          if (dialog) setError(failure.message)
          else setOutcome({ summary: failure.message, refused: [] })
        },
      },
    )
  const close = () => {
    setDialog(null)
    setError(undefined)
  }
  const busy = bulk.isPending
  return (
    <>
      <SelectionBar
        count={selection.ids.length}
        onClear={selection.clear}
        outcome={outcome && <BulkOutcome {...outcome} onDismiss={() => setOutcome(null)} />}
      >
        <Button busy={busy} onClick={() => move({ action: 'publish' })}>
          {m.products_publish()}
        </Button>
        <Button variant="secondary" busy={busy} onClick={() => move({ action: 'unpublish' })}>
          {m.products_unpublish()}
        </Button>
        <Button variant="secondary" onClick={() => setDialog('schedule')}>
          {m.products_schedule()}
        </Button>
        <Button variant="secondary" onClick={() => setDialog('discount')}>
          {m.products_set_discount()}
        </Button>
        <Button variant="secondary" busy={busy} onClick={() => move({ action: 'archive' })}>
          {m.products_archive()}
        </Button>
        <Button variant="secondary" busy={busy} onClick={() => move({ action: 'restore' })}>
          {m.products_restore()}
        </Button>
      </SelectionBar>
      {dialog === 'schedule' && (
        <ScheduleManyDialog
          count={selection.ids.length}
          busy={busy}
          error={error}
          onClose={close}
          onMove={move}
        />
      )}
      {dialog === 'discount' && (
        <DiscountManyDialog
          count={selection.ids.length}
          busy={busy}
          error={error}
          onClose={close}
          onMove={move}
        />
      )}
    </>
  )
}
