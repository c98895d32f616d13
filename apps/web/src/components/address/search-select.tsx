import { useId, useMemo, useRef, useState } from 'react'
import * as m from '#messages'

export interface Option {
  id: number
  label: string
}

interface SearchSelectProps {
  label: string
  options: Option[]
  value: number | null
  onChange: (id: number) => void
  disabled?: boolean
  placeholder: string
}

/**
 * A combobox that filters as the shopper types (ARIA 1.2 pattern): long region
 * lists stay usable on a phone, and arrows, Enter and Escape work from the keyboard.
 */
export function SearchSelect({
  label,
  options,
  value,
  onChange,
  disabled,
  placeholder,
}: SearchSelectProps) {
  const id = useId()
  const listId = `${id}-list`
  const chosen = options.find((option) => option.id === value)
  const [query, setQuery] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const inputRef = useRef<HTMLInputElement>(null)
  const matches = useMemo(() => {
    const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean)
    return options.filter((option) =>
      words.every((word) => option.label.toLowerCase().includes(word)),
    )
  }, [options, query])

  const choose = (option: Option | undefined) => {
    if (!option) return
    onChange(option.id)
    setQuery(null)
    setOpen(false)
  }
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => Math.max(0, Math.min(matches.length - 1, current + step)))
    } else if (event.key === 'Enter' && open) {
      event.preventDefault()
      choose(matches[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      setQuery(null)
    }
  }

  return (
    <div className="relative">
      <label htmlFor={id} className="text-[11px] font-semibold tracking-[0.22em] uppercase">
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        ref={inputRef}
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-required="true"
        aria-activedescendant={
          open && matches[active] ? `${listId}-${matches[active].id}` : undefined
        }
        autoComplete="off"
        disabled={disabled}
        placeholder={placeholder}
        value={query ?? chosen?.label ?? ''}
        onChange={(event) => {
          setQuery(event.target.value)
          setActive(0)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false)
          setQuery(null)
        }}
        onKeyDown={onKeyDown}
        className="mt-2 block min-h-11 w-full border-b border-ink/60 bg-transparent py-2 text-[15px] placeholder:text-muted focus:border-ink disabled:opacity-50"
      />
      {open && !disabled && (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto border border-line bg-[#fffdf9] shadow-lg"
        >
          {matches.length === 0 && <li className="px-4 py-3 text-sm text-muted">{m.no_match()}</li>}
          {matches.map((option, index) => (
            <li
              key={option.id}
              id={`${listId}-${option.id}`}
              role="option"
              aria-selected={option.id === value}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(event) => {
                event.preventDefault()
                choose(option)
              }}
              className={`cursor-pointer px-4 py-3 text-[15px] ${index === active ? 'bg-sand' : ''} ${option.id === value ? 'font-semibold' : ''}`}
            >
              {option.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
