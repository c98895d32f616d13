import * as m from '#messages'
import { FilterBar } from '@/components/filter-bar/filter-bar'
import { FilterDate, FilterSelect } from '@/components/filter-bar/filter-controls'
import type { AuditLogOptions } from '../api/get-audit-log'
import { actionName } from '../utils/action-words'
import type { FilterName } from '../utils/audit-params'

/** Each filter writes to the URL at once, and goes back to the first page. */
export function AuditFilters({
  params,
  options,
  onChange,
}: {
  params: URLSearchParams
  options: AuditLogOptions | undefined
  onChange: (patch: Partial<Record<FilterName, string>>) => void
}) {
  const value = (name: FilterName) => params.get(name) ?? ''
  const names = (list: string[] | undefined) =>
    (list ?? []).map((name) => ({ value: name, label: name }))
  return (
    <FilterBar grid="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <FilterSelect
        label={m.kind_staff()}
        value={value('staff_id') || value('actor')}
        all={m.all()}
        choices={[
          ...(options?.actors ?? []).map((actor) => ({
            value: String(actor.staff_id),
            label: actor.actor,
          })),
          ...names(options?.system_actors),
        ]}
        // A staff account is chosen by its id, the terminal and the jobs by their name.
        onChange={(chosen) =>
          onChange(
            /^\d*$/.test(chosen)
              ? { staff_id: chosen, actor: '' }
              : { actor: chosen, staff_id: '' },
          )
        }
      />
      <FilterSelect
        label={m.entity()}
        value={value('entity')}
        all={m.all()}
        choices={names(options?.entities)}
        onChange={(chosen) => onChange({ entity: chosen })}
      />
      <FilterSelect
        label={m.action()}
        value={value('action')}
        all={m.all()}
        choices={(options?.actions ?? []).map((action) => ({
          value: action,
          label: actionName(action),
        }))}
        onChange={(chosen) => onChange({ action: chosen })}
      />
      <FilterDate
        label={m.from_wib()}
        value={value('from')}
        onChange={(day) => onChange({ from: day })}
      />
      <FilterDate
        label={m.to_wib()}
        value={value('to')}
        onChange={(day) => onChange({ to: day })}
      />
    </FilterBar>
  )
}
