import type { ChangeEvent } from 'react'

/** A row's (or every row's) tick for a bulk action, named for screen readers. */
export function SelectCheckbox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  label: string
  checked: boolean
  indeterminate?: boolean
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      ref={(box) => {
        if (box) box.indeterminate = indeterminate
      }}
      onChange={onChange}
      className="size-5 shrink-0 accent-ink"
    />
  )
}
