import type { AuditLogOptions } from './audit-page'
import { SelectField, InputField } from '@/components/ui/field'

export type FilterName = 'staff_id' | 'entity' | 'action' | 'from' | 'to'

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
  const select = (name: FilterName, label: string, choices: { value: string; label: string }[]) => (
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
    <div className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {select(
        'staff_id',
        'Staff',
        (options?.actors ?? []).map((actor) => ({
          value: String(actor.staff_id),
          label: actor.actor,
        })),
      )}
      {select(
        'entity',
        'Entity',
        (options?.entities ?? []).map((value) => ({ value, label: value })),
      )}
      {select(
        'action',
        'Action',
        (options?.actions ?? []).map((value) => ({ value, label: value })),
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
  )
}
