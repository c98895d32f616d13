import * as m from '#messages'
import { PROMOTION_FILTERS } from '@store/contract/admin/promotion-fields'
import { FilterSelect } from '@/components/filter-bar/filter-controls'
import type { PromotionFilter } from '../utils/promotion-params'
import { FILTER_LABELS } from './promotion-text'

const CHOICES = PROMOTION_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))

/** Which promotions a list shows: all, the active ones, expired or switched off. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: PromotionFilter
  /** Every promotion is the list without a filter: null takes it out of the address. */
  onChange: (status: string | null) => void
}) {
  return (
    <FilterSelect
      label={m.show()}
      value={value}
      choices={CHOICES}
      onChange={(status) => onChange(status === 'ALL' ? null : status)}
    />
  )
}
