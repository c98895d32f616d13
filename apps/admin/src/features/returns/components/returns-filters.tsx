import * as m from '#messages'
import { RETURN_REASONS, RETURN_STATES } from '@store/contract/returns'
import { FilterBar } from '@/components/filter-bar/filter-bar'
import { FilterDate, FilterSelect } from '@/components/filter-bar/filter-controls'
import { REASON_WORDS } from '@/i18n/return-reasons'
import { STATE_WORDS } from '../utils/return-words'
import { RETURN_FILTERS } from '../utils/returns-params'
import type { ReturnFilterName } from '../utils/returns-params'

const STATE_CHOICES = RETURN_STATES.map((state) => ({ value: state, label: STATE_WORDS[state]() }))
const REASON_CHOICES = RETURN_REASONS.map((reason) => ({
  value: reason,
  label: REASON_WORDS[reason](),
}))

/** The search by reference and the filters; on a phone the filters fold away so the returns come first. */
export function ReturnsFilters({
  params,
  showrooms,
  onChange,
}: {
  params: URLSearchParams
  showrooms: { id: number; name: string }[] | undefined
  onChange: (name: ReturnFilterName, value: string) => void
}) {
  const value = (name: ReturnFilterName) => params.get(name) ?? ''
  const chosen = RETURN_FILTERS.filter((name) => name !== 'q' && value(name) !== '').length
  const select = (
    name: ReturnFilterName,
    label: string,
    choices: { value: string; label: string }[],
  ) => (
    <FilterSelect
      label={label}
      value={value(name)}
      all={m.all()}
      choices={choices}
      onChange={(picked) => onChange(name, picked)}
    />
  )
  return (
    <FilterBar
      search={{
        label: m.returns_search(),
        value: value('q'),
        onSearch: (text) => onChange('q', text),
        hint: m.returns_search_hint(),
      }}
      fold={{ chosen }}
      grid="grid grid-cols-2 gap-3 lg:grid-cols-5"
    >
      {select('state', m.returns_state(), STATE_CHOICES)}
      {select('reason', m.reason(), REASON_CHOICES)}
      {select(
        'showroom',
        m.returns_showroom(),
        (showrooms ?? []).map((room) => ({ value: String(room.id), label: room.name })),
      )}
      <FilterDate
        label={m.from_wib()}
        value={value('from')}
        onChange={(day) => onChange('from', day)}
      />
      <FilterDate label={m.to_wib()} value={value('to')} onChange={(day) => onChange('to', day)} />
    </FilterBar>
  )
}
