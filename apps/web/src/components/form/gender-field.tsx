import { useRef } from 'react'
import { useAdoptPageValue } from '@/components/ui/use-adopt-typed-value'
import { genderLabels } from './gender'
import * as m from '#messages'

interface GenderFieldProps {
  name: string
  value: string
  onChange: (value: string) => void
}

/** MALE or FEMALE (spec section 3), as a radio group. */
export function GenderField({ name, value, onChange }: GenderFieldProps) {
  // A choice made before the script ran is kept, as typed text is (decision 031).
  const group = useRef<HTMLFieldSetElement>(null)
  useAdoptPageValue(
    () => group.current?.querySelector<HTMLInputElement>('input:checked')?.value,
    value,
    onChange,
  )
  return (
    <fieldset ref={group} role="radiogroup" aria-required="true">
      <legend className="text-[11px] font-semibold tracking-[0.22em] uppercase">
        {m.gender()}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="mt-3 flex gap-8">
        {genderLabels().map(([code, label]) => (
          <label
            key={code}
            className="flex min-h-11 cursor-pointer items-center gap-2.5 text-[15px]"
          >
            <input
              type="radio"
              name={name}
              value={code}
              checked={value === code}
              onChange={() => onChange(code)}
              className="size-4 accent-ink"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
