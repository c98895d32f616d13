import * as m from '#messages'
import { PAYMENT_STATES } from '@store/contract/admin/orders-board'
import { PAYMENT_STATE_LABELS } from '../utils/labels'
import { TRX_STATUSES } from '@store/contract/order-status'
import { FilterBar } from '@/components/filter-bar/filter-bar'
import { FilterDate, FilterSelect } from '@/components/filter-bar/filter-controls'
import { chosenFilters } from '../utils/board-params'
import type { FilterName } from '../utils/board-params'
import { TRX_STATUS_LABELS } from '@/i18n/locale'

const STATUS_CHOICES = TRX_STATUSES.map((value) => ({ value, label: TRX_STATUS_LABELS[value] }))
const TYPE_CHOICES = [
  { value: 'ONLINE_DELIVERY', label: m.courier() },
  { value: 'PICKUP_ON_STORE', label: m.pick_up() },
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
      all={m.all()}
      choices={choices}
      onChange={(chosen) => onChange(name, chosen)}
    />
  )
  return (
    <FilterBar
      search={{
        label: m.search_orders(),
        value: value('q'),
        onSearch: (text) => onChange('q', text),
        hint: m.search_orders_hint(),
      }}
      fold={{ chosen: chosenFilters(params) }}
      grid="grid grid-cols-2 gap-3 lg:grid-cols-6"
    >
      {select('status', m.status(), STATUS_CHOICES)}
      {select('type', m.type(), TYPE_CHOICES)}
      {select(
        'showroom_id',
        m.showroom(),
        (showrooms ?? []).map((showroom) => ({ value: String(showroom.id), label: showroom.name })),
      )}
      {select('payment', m.payment(), PAYMENT_CHOICES)}
      <FilterDate
        label={m.from_wib()}
        value={value('from')}
        onChange={(day) => onChange('from', day)}
      />
      <FilterDate label={m.to_wib()} value={value('to')} onChange={(day) => onChange('to', day)} />
    </FilterBar>
  )
}
