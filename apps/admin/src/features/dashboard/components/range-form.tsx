import * as m from '#messages'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { PRESETS, presetRange } from '../utils/date-range'

interface RangeFormProps {
  /** The days shown now, as the server read them. */
  from: string
  to: string
  onChange: (range: { from: string; to: string } | null) => void
}

/** The dashboard's range of WIB days: two dates, or the last 7, 30 or 90 days. */
export function RangeForm({ from, to, onChange }: RangeFormProps) {
  const [draft, setDraft] = useState({ from, to })
  const [shown, setShown] = useState({ from, to })
  if (shown.from !== from || shown.to !== to) {
    setShown({ from, to })
    setDraft({ from, to })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange(draft)
  }
  return (
    <form
      noValidate
      aria-label={m.date_range()}
      onSubmit={submit}
      className="mb-6 flex flex-wrap items-end gap-3 rounded-lg border border-line bg-white p-4"
    >
      <InputField
        label={m.from()}
        type="date"
        value={draft.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <InputField
        label={m.to()}
        type="date"
        value={draft.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <Button type="submit">{m.show()}</Button>
      <div className="flex flex-wrap gap-2" role="group" aria-label={m.quick_ranges()}>
        {PRESETS.map((days) => (
          <Button key={days} variant="secondary" onClick={() => onChange(presetRange(days, to))}>
            {m.last_days({ count: days })}
          </Button>
        ))}
      </div>
    </form>
  )
}
