import { FilterBar } from '@/components/filter-bar/filter-bar'
import { FilterDate, FilterSelect } from '@/components/filter-bar/filter-controls'
import type { AuditLogOptions } from '../api/get-audit-log'
import type { FilterName } from '../utils/audit-params'

/** Each filter writes to the URL at once, and goes back to the first page. */
export function AuditFilters({
  params,
  options,
  onChange,
}: {
  params: URLSearchParams
  options: AuditLogOptions | undefined
  onChange: (name: FilterName, value: string) => void
}) {
  const value = (name: FilterName) => params.get(name) ?? ''
  const names = (list: string[] | undefined) =>
    (list ?? []).map((name) => ({ value: name, label: name }))
  return (
    <FilterBar grid="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <FilterSelect
        label="Staff"
        value={value('staff_id')}
        all="All"
        choices={(options?.actors ?? []).map((actor) => ({
          value: String(actor.staff_id),
          label: actor.actor,
        }))}
        onChange={(chosen) => onChange('staff_id', chosen)}
      />
      <FilterSelect
        label="Entity"
        value={value('entity')}
        all="All"
        choices={names(options?.entities)}
        onChange={(chosen) => onChange('entity', chosen)}
      />
      <FilterSelect
        label="Action"
        value={value('action')}
        all="All"
        choices={names(options?.actions)}
        onChange={(chosen) => onChange('action', chosen)}
      />
      <FilterDate
        label="From (WIB)"
        value={value('from')}
        onChange={(day) => onChange('from', day)}
      />
      <FilterDate label="To (WIB)" value={value('to')} onChange={(day) => onChange('to', day)} />
    </FilterBar>
  )
}
