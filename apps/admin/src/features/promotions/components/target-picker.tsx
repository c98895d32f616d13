import * as m from '#messages'
import { useEffect, useId, useState } from 'react'
import type { BundleTarget, BundlingType } from '@store/contract/admin/promo-bundles'
import { useBundleTargets } from '../api/search-bundle-targets'
import { targetCount } from './promotion-text'

/** What the picker says for each kind of target. */
const WORDS: Record<BundlingType, { find: string; matching: string }> = {
  GROUP: { find: m.promotions_find_groups(), matching: m.promotions_matching_groups() },
  SUB_GROUP: {
    find: m.promotions_find_sub_categories(),
    matching: m.promotions_matching_sub_categories(),
  },
  PRODUCT: { find: m.promotions_find_products(), matching: m.promotions_matching_products() },
}

interface TargetPickerProps {
  type: BundlingType
  chosen: BundleTarget[]
  onChange: (targets: BundleTarget[]) => void
  error?: string
}

/** Finds groups, sub-categories or products by name (or a product's code) and keeps the chosen ones. */
export function TargetPicker({ type, chosen, onChange, error }: TargetPickerProps) {
  const id = useId()
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 250)
    return () => clearTimeout(timer)
  }, [typed])
  const found = useBundleTargets(type, q)
  const chosenIds = new Set(chosen.map((target) => target.id))
  const words = WORDS[type]
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-search`} className="text-sm font-medium">
          {words.find}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={type === 'PRODUCT' ? m.promotions_name_or_code() : m.name()}
          className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base sm:text-sm"
        />
      </div>
      <ul
        aria-label={words.matching}
        aria-busy={found.isFetching}
        className="max-h-56 overflow-y-auto rounded-md border border-line bg-white"
      >
        {(found.data ?? []).map((target) => (
          <li
            key={target.id}
            className="flex items-center justify-between gap-3 border-b border-line px-3 py-2 last:border-0"
          >
            <span className="min-w-0 text-sm">
              {target.name}
              <span className="ml-2 text-muted">{target.detail}</span>
            </span>
            <button
              type="button"
              disabled={chosenIds.has(target.id)}
              onClick={() => onChange([...chosen, target])}
              className="shrink-0 rounded-md border border-stone-300 px-3 py-1 text-sm hover:bg-stone-100 disabled:text-stone-400"
            >
              {chosenIds.has(target.id) ? m.promotions_added() : m.promotions_add()}
              <span className="sr-only"> {target.name}</span>
            </button>
          </li>
        ))}
        {found.data?.length === 0 && (
          <li className="px-3 py-2 text-sm text-muted">{m.promotions_nothing_matches({ q })}</li>
        )}
      </ul>
      <div>
        <p className="mb-2 text-sm font-medium">
          {m.promotions_counts({ targets: targetCount(type, chosen.length) })}
        </p>
        <ul className="flex flex-wrap gap-2">
          {chosen.map((target) => (
            <li
              key={target.id}
              className="flex items-center gap-1 rounded-full bg-stone-200 py-1 pr-1 pl-3 text-sm"
            >
              {target.name}
              <button
                type="button"
                aria-label={m.promotions_remove({ name: target.name })}
                onClick={() => onChange(chosen.filter((item) => item.id !== target.id))}
                className="rounded-full px-2 hover:bg-stone-300"
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    </div>
  )
}
