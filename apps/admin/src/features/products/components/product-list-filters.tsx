import { useState } from 'react'
import type { ProductSort } from '@store/contract/admin/products'
import { Button } from '@/components/ui/button'
import { InputField, SelectField } from '@/components/ui/field'
import { useCategories } from '../api/calls'
import { useProductListParams } from '../utils/product-list-params'

const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest first',
  name: 'Name, A to Z',
  code: 'Code, A to Z',
  price_asc: 'Price, low to high',
  price_desc: 'Price, high to low',
}

export function ProductListFilters() {
  const { query, update } = useProductListParams()
  const categories = useCategories().data?.categories ?? []
  const subs = categories.find((category) => category.id === query.category_id)?.category_subs ?? []
  const [search, setSearch] = useState(query.search ?? '')
  return (
    <div className="mb-4 flex flex-col gap-3">
      <form
        role="search"
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          update({ search: search.trim() })
        }}
      >
        <div className="flex-1">
          <InputField
            label="Search by name or code"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <SelectField
          label="Category"
          value={query.category_id ?? ''}
          onChange={(event) =>
            update({ category_id: event.target.value, category_sub_id: undefined })
          }
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sub-category"
          value={query.category_sub_id ?? ''}
          disabled={subs.length === 0}
          onChange={(event) => update({ category_sub_id: event.target.value })}
        >
          <option value="">All sub-categories</option>
          {subs.map((sub) => (
            <option key={sub.id} value={sub.id}>
              {sub.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status"
          value={query.status}
          onChange={(event) => update({ status: event.target.value })}
        >
          <option value="ACTIVE">On the shop</option>
          <option value="ARCHIVED">Archived</option>
          <option value="ALL">All</option>
        </SelectField>
        <SelectField
          label="Sort"
          value={query.sort}
          onChange={(event) => update({ sort: event.target.value })}
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <label className="col-span-2 flex items-center gap-2 self-end pb-2 text-sm md:col-span-1">
          <input
            type="checkbox"
            className="size-4"
            checked={query.on_sale === '1'}
            onChange={(event) => update({ on_sale: event.target.checked ? '1' : undefined })}
          />
          On sale only
        </label>
      </div>
    </div>
  )
}
