import { useState } from 'react'
import type { FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'

const PRESETS = [7, 30, 90] as const

interface RangeFormProps {
  /** The days shown now, as the server read them. */
  from: string
  to: string
  onChange: (range: { from: string; to: string } | null) => void
}

/** Days back from `to`, both included, as 'YYYY-MM-DD'. */
function daysBack(to: string, days: number): string {
  const date = new Date(`${to}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - (days - 1))
  return date.toISOString().slice(0, 10)
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
      aria-label="Date range"
      onSubmit={submit}
      className="mb-6 flex flex-wrap items-end gap-3 rounded-lg border border-line bg-white p-4"
    >
      <InputField
        label="From"
        type="date"
        value={draft.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <InputField
        label="To"
        type="date"
        value={draft.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <Button type="submit">Show</Button>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Quick ranges">
        {PRESETS.map((days) => (
          <Button
            key={days}
            variant="secondary"
            onClick={() => onChange(days === 30 ? null : { from: daysBack(to, days), to })}
          >
            Last {days} days
          </Button>
        ))}
      </div>
    </form>
  )
}
