import * as m from '#messages'

/** The owner's choice to let the file's values win over cells changed in the store since the export. */
export function OverwriteChoice({
  count,
  checked,
  disabled,
  onChange,
}: {
  count: number
  checked: boolean
  disabled: boolean
  onChange: (overwrite: boolean) => void
}) {
  return (
    <div className="mt-6 max-w-2xl rounded-md border border-amber-300 bg-amber-50 p-4 text-sm">
      <p role="status">{m.csv_conflicts_found({ count })}</p>
      <label className="mt-3 flex items-start gap-2 font-medium">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        {m.csv_overwrite()}
      </label>
    </div>
  )
}
