import * as m from '#messages'
import { FilterBar } from '@/components/filter-bar/filter-bar'
import { FilterDate, FilterSelect } from '@/components/filter-bar/filter-controls'
import type { RefundFilterName } from '../utils/refunds-params'

/** Owed or paid, the days recorded and the payment channel; each writes to the URL at once. */
export function RefundsFilters({
  params,
  channels,
  onChange,
}: {
  params: URLSearchParams
  channels: string[] | undefined
  onChange: (name: RefundFilterName, value: string) => void
}) {
  const value = (name: RefundFilterName) => params.get(name) ?? ''
  return (
    <FilterBar grid="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FilterSelect
        label={m.refunds_status()}
        value={params.get('status') ?? 'OWED'}
        all={m.all()}
        choices={[
          { value: 'OWED', label: m.refunds_owed() },
          { value: 'PAID', label: m.refunds_paid() },
        ]}
        onChange={(chosen) => onChange('status', chosen)}
      />
      <FilterSelect
        label={m.refunds_channel()}
        value={value('channel')}
        all={m.all()}
        choices={(channels ?? []).map((channel) => ({ value: channel, label: channel }))}
        onChange={(chosen) => onChange('channel', chosen)}
      />
      <FilterDate
        label={m.from_wib()}
        value={value('from')}
        onChange={(day) => onChange('from', day)}
      />
      <FilterDate label={m.to_wib()} value={value('to')} onChange={(day) => onChange('to', day)} />
    </FilterBar>
  )
}
