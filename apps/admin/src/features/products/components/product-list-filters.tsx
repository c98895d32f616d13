import type { ProductSort } from '@store/contract/admin/products'
import { FilterBar } from '@/components/filter-bar/filter-bar'
import { FilterCheck, FilterSelect } from '@/components/filter-bar/filter-controls'
import type { ParamChanges } from '@/lib/list-params'
import { useCatalogueCategories } from '../api/get-catalogue-categories'
import type { productListQueryOf } from '../utils/product-list-params'

const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest first',
  name: 'Name, A to Z',
  code: 'Code, A to Z',
  price_asc: 'Price, low to high',
  price_desc: 'Price, high to low',
}
const SORT_CHOICES = Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))
const TRANSLATION_CHOICES = [
  { value: 'id', label: 'Missing Bahasa Indonesia' },
  { value: 'en', label: 'Missing English' },
]
const STATUS_CHOICES = [
  { value: 'ACTIVE', label: 'On the shop' },
  { value: 'ARCHIVED', label: 'Archived' },
  { value: 'ALL', label: 'All' },
]

/** The products list's search, category, status, sort and sale filters. */
export function ProductListFilters({
  query,
  update,
}: {
  query: ReturnType<typeof productListQueryOf>
  update: (changes: ParamChanges) => void
}) {
  const categories = useCatalogueCategories().data?.categories ?? []
  const subs = categories.find((category) => category.id === query.category_id)?.category_subs ?? []
  return (
    <FilterBar
      search={{
        label: 'Search by name or code',
        value: query.search ?? '',
        onSearch: (search) => update({ search }),
      }}
      grid="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6"
    >
      <FilterSelect
        label="Category"
        value={String(query.category_id ?? '')}
        all="All categories"
        choices={categories.map((category) => ({
          value: String(category.id),
          label: category.name,
        }))}
        onChange={(category_id) => update({ category_id, category_sub_id: undefined })}
      />
      <FilterSelect
        label="Sub-category"
        value={String(query.category_sub_id ?? '')}
        all="All sub-categories"
        disabled={subs.length === 0}
        choices={subs.map((sub) => ({ value: String(sub.id), label: sub.name }))}
        onChange={(category_sub_id) => update({ category_sub_id })}
      />
      <FilterSelect
        label="Status"
        value={query.status}
        choices={STATUS_CHOICES}
        onChange={(status) => update({ status })}
      />
      <FilterSelect
        label="Sort"
        value={query.sort}
        choices={SORT_CHOICES}
        onChange={(sort) => update({ sort })}
      />
      <FilterSelect
        label="Translation"
        value={query.missing_translation ?? ''}
        all="All"
        choices={TRANSLATION_CHOICES}
        onChange={(missing_translation) => update({ missing_translation })}
      />
      <FilterCheck
        label="On sale only"
        className="col-span-2 md:col-span-1"
        checked={query.on_sale === '1'}
        onChange={(on) => update({ on_sale: on ? '1' : undefined })}
      />
    </FilterBar>
  )
}
