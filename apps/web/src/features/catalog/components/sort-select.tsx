import { useEffect, useRef } from 'react'
import type { ProductSort } from '@store/contract/catalog'
import * as m from '#messages'

const SORT_LABELS: Record<ProductSort, string> = {
  NEWEST: m.sort_newest(),
  PRICE_DESC: m.sort_price_desc(),
  PRICE_ASC: m.sort_price_asc(),
}

/** `value` is undefined for a search ordered by best match, which then is a choice too. */
export function SortSelect({
  value,
  onChange,
  bestMatch = false,
}: {
  value: ProductSort | undefined
  onChange: (sort: ProductSort | undefined) => void
  bestMatch?: boolean
}) {
  const select = useRef<HTMLSelectElement>(null)
  const shown = value ?? ''
  const firstShown = useRef(shown)
  const firstChange = useRef(onChange)
  // The server's HTML can be sorted before the app starts; hydration keeps the select as the
  // shopper left it without telling the page, so the list would stay in the old order under it.
  useEffect(() => {
    const chosen = select.current?.value
    if (chosen !== undefined && chosen !== firstShown.current)
      firstChange.current((chosen || undefined) as ProductSort | undefined)
  }, [])

  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted">{m.sort_by()}</span>
      <select
        ref={select}
        value={shown}
        onChange={(event) => onChange((event.target.value || undefined) as ProductSort | undefined)}
        className="min-h-10 cursor-pointer border border-line bg-transparent py-1 pr-2 pl-3 text-sm text-ink hover:border-ink"
      >
        {bestMatch && <option value="">{m.best_match()}</option>}
        {Object.entries(SORT_LABELS).map(([sort, label]) => (
          <option key={sort} value={sort}>
            {label}
          </option>
        ))}
      </select>
    </label>
  )
}
