import * as m from '#messages'
import { useState } from 'react'
import { MAX_STOCK_QTY } from '@store/contract/admin/stock'
import { Button } from '@/components/ui/button'
import { InputField, SelectField } from '@/components/ui/field'

export interface BulkCell {
  sizeId: number
  showroomId: number
  held: number
  /** What the cell shows now (an edit, or what the showroom holds). */
  shown: string
}

export interface BulkTarget {
  id: string
  label: string
  cells: BulkCell[]
}

interface BulkBarProps {
  targets: BulkTarget[]
  onCell: (sizeId: number, showroomId: number, held: number, text: string) => void
}

const clamp = (n: number) => Math.min(MAX_STOCK_QTY, Math.max(0, n))

/** Set a row, a column or every cell to N, or add N to each (a delivery); Save still sends them. */
export function BulkBar({ targets, onCell }: BulkBarProps) {
  const [mode, setMode] = useState<'set' | 'add'>('set')
  const [amount, setAmount] = useState('')
  const [target, setTarget] = useState(targets[0]?.id ?? '')
  const [error, setError] = useState<string | undefined>()
  const apply = () => {
    const n = Number(amount)
    const allowed = mode === 'set' ? /^\d+$/.test(amount) : /^-?\d+$/.test(amount)
    if (!allowed || Math.abs(n) > MAX_STOCK_QTY) {
      setError(mode === 'set' ? m.stock_bulk_set_invalid() : m.stock_bulk_add_invalid())
      return
    }
    setError(undefined)
    for (const cell of targets.find((t) => t.id === target)?.cells ?? []) {
      const now = /^\d+$/.test(cell.shown) ? Number(cell.shown) : cell.held
      onCell(cell.sizeId, cell.showroomId, cell.held, String(mode === 'set' ? n : clamp(now + n)))
    }
  }
  return (
    <fieldset className="flex flex-wrap items-end gap-3 rounded-lg border border-line bg-white p-3">
      <legend className="px-1 text-sm font-medium">{m.stock_change_many()}</legend>
      <div className="w-32">
        <SelectField
          label={m.action()}
          value={mode}
          onChange={(e) => setMode(e.target.value as 'set' | 'add')}
        >
          <option value="set">{m.stock_set_to()}</option>
          <option value="add">{m.stock_add()}</option>
        </SelectField>
      </div>
      <div className="w-28">
        <InputField
          label={m.units()}
          inputMode="numeric"
          value={amount}
          error={error ? { message: error } : undefined}
          onChange={(e) => setAmount(e.target.value.trim())}
        />
      </div>
      <div className="min-w-44 flex-1 sm:flex-none">
        <SelectField
          label={m.stock_cells()}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
        >
          {targets.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </SelectField>
      </div>
      <Button variant="secondary" onClick={apply}>
        {m.stock_apply()}
      </Button>
    </fieldset>
  )
}
