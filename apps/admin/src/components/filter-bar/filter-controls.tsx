import { InputField, SelectField } from '@/components/ui/field'

export interface Choice {
  value: string
  label: string
}

/** A filter of fixed choices; `all` names the choice that filters nothing ('All'). */
export function FilterSelect({
  label,
  value,
  choices,
  all,
  onChange,
  disabled,
  hint,
}: {
  label: string
  value: string
  choices: readonly Choice[]
  all?: string
  onChange: (value: string) => void
  disabled?: boolean
  hint?: string
}) {
  return (
    <SelectField
      label={label}
      value={value}
      disabled={disabled}
      hint={hint}
      onChange={(event) => onChange(event.target.value)}
    >
      {all !== undefined && <option value="">{all}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  )
}

/** A day filter ('YYYY-MM-DD', a WIB day on the server). */
export function FilterDate({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <InputField
      label={label}
      type="date"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}

/** A yes-or-nothing filter ('On sale only'). */
export function FilterCheck({
  label,
  checked,
  onChange,
  className = '',
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  className?: string
}) {
  return (
    <label className={`flex items-center gap-2 self-end pb-2 text-sm ${className}`}>
      <input
        type="checkbox"
        className="size-4"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  )
}
