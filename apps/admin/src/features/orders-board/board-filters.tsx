import { useState } from 'react'
import type { FormEvent } from 'react'
import { PAYMENT_STATE_LABELS, PAYMENT_STATES } from '@store/contract/admin/orders-board'
import { TRX_STATUSES } from '@store/contract/order-status'
import { TRX_STATUS_LABELS } from '@store/contract/format/order-status'
import { Button } from '../../components/ui/button'
import { InputField, SelectField } from '../../components/ui/field'
import type { FilterName } from './board-params'

const FILTERS: FilterName[] = ['status', 'type', 'showroom_id', 'payment', 'from', 'to']

interface Choice {
  value: string
  label: string
}

/** Each filter writes to the URL at once; the search when it is sent. */
export function BoardFilters({
  params,
  showrooms,
  onChange,
}: {
  params: URLSearchParams
  showrooms: { id: number; name: string }[] | undefined
  onChange: (name: FilterName, value: string) => void
}) {
  const [search, setSearch] = useState(params.get('q') ?? '')
  const [open, setOpen] = useState(false)
  const chosen = FILTERS.filter((name) => params.get(name)).length
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange('q', search.trim())
  }
  const select = (name: FilterName, label: string, choices: Choice[]) => (
    <SelectField
      label={label}
      value={params.get(name) ?? ''}
      onChange={(event) => onChange(name, event.target.value)}
    >
      <option value="">All</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  )
  return (
    <div className="mb-5 flex flex-col gap-3">
      <form role="search" onSubmit={submit}>
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <InputField
              label="Search orders"
              type="search"
              aria-describedby="orders-search-hint"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </div>
        <p id="orders-search-hint" className="mt-1 text-xs text-muted">
          A reference (or the 8 characters the shopper sees), waybill, pick-up code, e-mail or
          phone, written in full.
        </p>
      </form>
      {/* On a phone the filters fold away, so the orders come first. */}
      <Button
        variant="secondary"
        className="self-start md:hidden"
        aria-expanded={open}
        aria-controls="orders-filters"
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide filters' : chosen > 0 ? `Filters (${chosen} chosen)` : 'Filters'}
      </Button>
      <div
        id="orders-filters"
        className={`${open ? 'grid' : 'hidden'} grid-cols-2 gap-3 md:grid lg:grid-cols-6`}
      >
        {select(
          'status',
          'Status',
          TRX_STATUSES.map((value) => ({ value, label: TRX_STATUS_LABELS[value] })),
        )}
        {select('type', 'Type', [
          { value: 'ONLINE_DELIVERY', label: 'Courier' },
          { value: 'PICKUP_ON_STORE', label: 'Pick-up' },
        ])}
        {select(
          'showroom_id',
          'Showroom',
          (showrooms ?? []).map((showroom) => ({
            value: String(showroom.id),
            label: showroom.name,
          })),
        )}
        {select(
          'payment',
          'Payment',
          PAYMENT_STATES.map((value) => ({ value, label: PAYMENT_STATE_LABELS[value] })),
        )}
        <InputField
          label="From (WIB)"
          type="date"
          value={params.get('from') ?? ''}
          onChange={(event) => onChange('from', event.target.value)}
        />
        <InputField
          label="To (WIB)"
          type="date"
          value={params.get('to') ?? ''}
          onChange={(event) => onChange('to', event.target.value)}
        />
      </div>
    </div>
  )
}
