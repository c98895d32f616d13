import * as m from '#messages'
import { useState } from 'react'
import type { AdminProduct } from '@store/contract/admin/products'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { useProducts } from '../api/get-products'

type Related = AdminProduct['related_products'][number]

/** Related products in the order the shop shows them, picked by a search of name or code. */
export function RelatedPicker({
  value,
  onChange,
  selfId,
  error,
}: {
  value: Related[]
  onChange: (next: Related[]) => void
  selfId?: number
  error?: string
}) {
  const [search, setSearch] = useState('')
  const typed = search.trim()
  const found = useProducts({ search: typed, status: 'ALL', page_size: 6 }, typed.length >= 2)
  const picked = new Set(value.map((item) => item.id))
  const choices =
    typed.length >= 2
      ? (found.data?.products ?? []).filter((row) => row.id !== selfId && !picked.has(row.id))
      : []
  const move = (from: number, to: number) => {
    const next = [...value]
    const [item] = next.splice(from, 1)
    if (item) next.splice(to, 0, item)
    onChange(next)
  }
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">{m.products_related()}</legend>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <ol className="flex flex-col gap-2">
        {value.map((item, index) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center gap-2 rounded-md border border-line bg-white px-3 py-2 text-sm"
          >
            <span className="min-w-0 flex-1">
              {item.product_name} <span className="text-xs text-muted">{item.product_code}</span>
            </span>
            <Button
              variant="ghost"
              disabled={index === 0}
              aria-label={m.move_up({ label: item.product_name })}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              disabled={index === value.length - 1}
              aria-label={m.move_down({ label: item.product_name })}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </Button>
            <Button
              variant="ghost"
              className="text-danger"
              onClick={() => onChange(value.filter((other) => other.id !== item.id))}
            >
              {m.products_remove()}
            </Button>
          </li>
        ))}
      </ol>
      <InputField
        label={m.products_find_related()}
        type="search"
        hint={m.products_find_related_hint()}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {choices.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label={m.products_matching()}>
          {choices.map((row) => (
            <li key={row.id}>
              <button
                type="button"
                className="w-full rounded-md px-3 py-2 text-left text-sm hover:bg-stone-100"
                onClick={() => {
                  onChange([
                    ...value,
                    { id: row.id, product_name: row.product_name, product_code: row.product_code },
                  ])
                  setSearch('')
                }}
              >
                {m.products_add_named({ name: row.product_name })}{' '}
                <span className="text-xs text-muted">{row.product_code}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
