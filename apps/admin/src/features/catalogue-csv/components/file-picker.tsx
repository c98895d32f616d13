import * as m from '#messages'
import { useId, useState } from 'react'

interface FilePickerProps {
  file: File | null
  disabled: boolean
  onPick: (file: File) => void
}

/** Pick a CSV file, or drop it on the area; the input itself stays the keyboard's way in. */
export function FilePicker({ file, disabled, onPick }: FilePickerProps) {
  const id = useId()
  const [over, setOver] = useState(false)
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault()
        setOver(false)
        const dropped = event.dataTransfer.files[0]
        if (dropped && !disabled) onPick(dropped)
      }}
      className={`flex max-w-xl flex-col gap-2 rounded-lg border-2 border-dashed p-5 ${over ? 'border-accent bg-orange-50' : 'border-stone-300 bg-white'}`}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {m.csv_file_label()}
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv,.zip,application/zip"
        disabled={disabled}
        className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-ink file:px-3 file:py-2 file:text-white"
        onChange={(event) => {
          const picked = event.target.files?.[0]
          if (picked) onPick(picked)
        }}
      />
      <p className="text-xs text-muted">
        {file
          ? m.csv_file_size({ name: file.name, size: (file.size / 1024).toFixed(0) })
          : m.csv_drop_here()}
      </p>
    </div>
  )
}
