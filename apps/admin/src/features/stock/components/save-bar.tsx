import * as m from '#messages'
import { useState } from 'react'
import { toast } from 'sonner'
import { AdminApiError } from '@/lib/api-client'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { Button } from '@/components/ui/button'
import { useSaveStock } from '../api/save-stock'
import type { StockEdits } from '../hooks/use-stock-edits'
import { changesSummary } from '../utils/changes-summary'

type HeldNow = (sizeId: number, showroomId: number) => number

interface SaveBarProps {
  stockEdits: StockEdits
  /** Reads the grid again and answers what each cell holds now. */
  reload: () => Promise<HeldNow | null>
}

/**
 * Sends every changed cell as one batch. When a checkout moved a cell meanwhile
 * the server refuses the whole batch: its message stays on screen, the moved
 * cells show what they hold now, and the other edits stay for another save.
 */
export function SaveBar({ stockEdits, reload }: SaveBarProps) {
  const { edits, invalid, batch, clear, dropMoved } = stockEdits
  const save = useSaveStock()
  const [conflict, setConflict] = useState<string | null>(null)
  useUnsavedChanges(edits.size > 0)
  const submit = () => {
    setConflict(null)
    save.mutate(
      { cells: batch },
      {
        onSuccess: () => {
          clear()
          toast.success(m.stock_saved({ count: batch.length }))
        },
        onError: (error) => {
          if (!(error instanceof AdminApiError && error.status === 409)) {
            toast.error(error.message)
            return
          }
          setConflict(error.message)
          void reload().then((heldNow) => heldNow && dropMoved(heldNow))
        },
      },
    )
  }
  const count = edits.size
  return (
    <div className="flex flex-col gap-3">
      {conflict && (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm"
        >
          {conflict}
        </p>
      )}
      <div className="sticky bottom-0 z-[1] flex flex-wrap items-center gap-3 border-t border-line bg-paper/95 py-3 backdrop-blur">
        <p className="text-sm text-muted" aria-live="polite">
          {changesSummary(count, invalid.length)}
        </p>
        <div className="ml-auto flex gap-2">
          <Button variant="ghost" disabled={count === 0 || save.isPending} onClick={clear}>
            {m.stock_discard()}
          </Button>
          <Button
            busy={save.isPending}
            disabled={count === 0 || invalid.length > 0}
            onClick={submit}
          >
            {m.stock_save()}
          </Button>
        </div>
      </div>
    </div>
  )
}
