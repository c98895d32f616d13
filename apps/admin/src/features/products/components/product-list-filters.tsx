import * as m from '#messages'
import type { ProductSort } from '@store/contract/admin/products'
import { FilterBar } from '@/components/filter-bar/filter-bar'
import { FilterCheck, FilterSelect } from '@/components/filter-bar/filter-controls'
import type { ParamChanges } from '@/lib/list-params'
import { useCatalogueCategories } from '../api/get-catalogue-categories'
import type { productListQueryOf } from '../utils/product-list-params'

const SORT_LABELS: Record<ProductSort, string> = {
  newest: m.newest_first(),
  name: m.products_sort_name(),
  code: m.products_sort_code(),
  price_asc: m.products_sort_price_asc(),
  price_desc: m.products_sort_price_desc(),
}
const SORT_CHOICES = Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))
const TRANSLATION_CHOICES = [
  { value: 'id', label: m.products_missing_bahasa() },
  { value: 'en', label: m.products_missing_english() },
]
const STATUS_CHOICES = [
  { value: 'PUBLISHED', label: m.products_on_the_shop() },
  { value: 'DRAFT', label: m.products_drafts() },
  { value: 'SCHEDULED', label: m.products_scheduled() },
  { value: 'ARCHIVED', label: m.products_archived() },
  { value: 'ALL', label: m.all() },
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
        label: m.products_search(),
        value: query.search ?? '',
        onSearch: (search) => update({ search }),
      }}
      grid="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6"
    >
      <FilterSelect
        label={m.products_category()}
        value={String(query.category_id ?? '')}
        all={m.products_all_categories()}
        choices={categories.map((category) => ({
          value: String(category.id),
          label: category.name,
        }))}
        onChange={(category_id) => update({ category_id, category_sub_id: undefined })}
      />
      <FilterSelect
        label={m.products_sub_category()}
        value={String(query.category_sub_id ?? '')}
        all={m.products_all_sub_categories()}
        disabled={subs.length === 0}
        choices={subs.map((sub) => ({ value: String(sub.id), label: sub.name }))}
        onChange={(category_sub_id) => update({ category_sub_id })}
      />
      <FilterSelect
        label={m.status()}
        value={query.status}
        choices={STATUS_CHOICES}
        onChange={(status) => update({ status })}
      />
      <FilterSelect
        label={m.sort()}
        value={query.sort}
        choices={SORT_CHOICES}
        onChange={(sort) => update({ sort })}
      />
      <FilterSelect
        label={m.products_translation()}
        value={query.missing_translation ?? ''}
        all={m.all()}
        choices={TRANSLATION_CHOICES}
        onChange={(missing_translation) => update({ missing_translation })}
      />
      <FilterCheck
        label={m.products_on_sale_only()}

        className="col-span-2 md:col-span-1"
        checked={query.on_sale === '1'}
        onChange={(on) => update({ on_sale: on ? '1' : undefined })}
      />
    </FilterBar>
  )
}
