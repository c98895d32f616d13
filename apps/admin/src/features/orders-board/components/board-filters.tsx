import { PAYMENT_STATE_LABELS, PAYMENT_STATES } from '@store/contract/admin/orders-board'
import { TRX_STATUSES } from '@store/contract/order-status'
import { FilterBar } from '@/components/filter-bar/filter-bar'
import { FilterDate, FilterSelect } from '@/components/filter-bar/filter-controls'
import { chosenFilters } from '../utils/board-params'
import type { FilterName } from '../utils/board-params'
import { TRX_STATUS_LABELS } from '@/i18n/locale'

const STATUS_CHOICES = TRX_STATUSES.map((value) => ({ value, label: TRX_STATUS_LABELS[value] }))
const TYPE_CHOICES = [
  { value: 'ONLINE_DELIVERY', label: 'Courier' },
  { value: 'PICKUP_ON_STORE', label: 'Pick-up' },
]
const PAYMENT_CHOICES = PAYMENT_STATES.map((value) => ({
  value,
  label: PAYMENT_STATE_LABELS[value],
}))

/** The board's search and filters; on a phone the filters fold away so the orders come first. */
export function BoardFilters({
  params,
  showrooms,
  onChange,
}: {
  params: URLSearchParams
  showrooms: { id: number; name: string }[] | undefined
  onChange: (name: FilterName, value: string) => void
}) {
  const value = (name: FilterName) => params.get(name) ?? ''
  const select = (name: FilterName, label: string, choices: { value: string; label: string }[]) => (
    <FilterSelect
      label={label}
      value={value(name)}
      all="All"
      choices={choices}
      onChange={(chosen) => onChange(name, chosen)}
    />
  )
  return (
    <FilterBar
      search={{
        label: 'Search orders',
        value: value('q'),
        onSearch: (text) => onChange('q', text),
        hint: 'A reference (or the 8 characters the shopper sees), waybill, pick-up code, e-mail or phone, written in full.',
      }}
      fold={{ chosen: chosenFilters(params) }}
      grid="grid grid-cols-2 gap-3 lg:grid-cols-6"
    >
      {select('status', 'Status', STATUS_CHOICES)}
      {select('type', 'Type', TYPE_CHOICES)}
      {select(
        'showroom_id',
        'Showroom',
        (showrooms ?? []).map((showroom) => ({ value: String(showroom.id), label: showroom.name })),
      )}
      {select('payment', 'Payment', PAYMENT_CHOICES)}
      <FilterDate
        label="From (WIB)"
        value={value('from')}
        onChange={(day) => onChange('from', day)}
      />
      <FilterDate label="To (WIB)" value={value('to')} onChange={(day) => onChange('to', day)} />
    </FilterBar>
  )
}
