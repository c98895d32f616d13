import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import * as m from '#messages'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'

interface SearchProps {
  label: string
  /** The search as the address holds it; typing changes nothing until it is sent. */
  value: string
  onSearch: (text: string) => void
  hint?: string
}

/** The search box and its button: sent as a whole, so the list is not asked again per key. */
function SearchForm({ label, value, onSearch, hint }: SearchProps) {
  const hintId = useId()
  const [typed, setTyped] = useState(value)
  const [shown, setShown] = useState(value)
  // Back, a link or a cleared filter changes the address: the box follows it.
  if (shown !== value) {
    setShown(value)
    setTyped(value)
  }
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(typed.trim())
      }}
    >
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <InputField
            label={label}
            type="search"
            aria-describedby={hint ? hintId : undefined}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          {m.search()}
        </Button>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
    </form>
  )
}

interface FilterBarProps {
  /** What the whole list is of (the stock screen's showroom), beside the search. */
  scope?: ReactNode
  search?: SearchProps
  /**
   * On a phone the filters fold away under one button, so the list comes first;
   * `chosen` is how many are set, shown on the button.
   */
  fold?: { chosen: number }
  /** The grid the filters sit in, as literal classes: 'grid grid-cols-2 gap-3 md:grid-cols-5'. */
  grid?: string
  children?: ReactNode
}

/**
 * The one filter bar of the back office's lists: a search, then the filters. Each
 * control writes to the address at once (useListParams), the search when it is sent.
 */
export function FilterBar({ scope, search, fold, grid, children }: FilterBarProps) {
  const [open, setOpen] = useState(false)
  const folded = fold !== undefined
  return (
    <div className="mb-5 flex flex-col gap-3">
      {scope ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="sm:w-64">{scope}</div>
          {search && (
            <div className="flex-1">
              <SearchForm {...search} />
            </div>
          )}
        </div>
      ) : (
        search && <SearchForm {...search} />
      )}
      {folded && (
        <Button
          variant="secondary"
          className="self-start md:hidden"
          aria-expanded={open}
          aria-controls="list-filters"
          onClick={() => setOpen(!open)}
        >
          {open
            ? m.hide_filters()
            : fold.chosen > 0
              ? m.filters_chosen({ count: fold.chosen })
              : m.filters()}
        </Button>
      )}
      {children && (
        <div
          id={folded ? 'list-filters' : undefined}
          className={`${grid ?? 'grid grid-cols-2 gap-3 md:grid-cols-3'} ${folded && !open ? 'max-md:hidden' : ''}`}
        >
          {children}
        </div>
      )}
    </div>
  )
}
