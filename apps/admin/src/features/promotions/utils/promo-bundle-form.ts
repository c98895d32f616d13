import type { AdminPromoBundle, PromoBundleFormInput } from '@store/contract/admin/promo-bundles'
import { asDateInput, text } from './form-values'

export const EMPTY_PROMO_BUNDLE: PromoBundleFormInput = {
  name: '',
  description: '',
  bundling_item_count: '2',
  disc_percent: '',
  disc_nominal: '',
  starts_at: '',
  ends_at: '',
  bundling_type: 'PRODUCT',
  target_ids: [],
}

/** A saved promo bundle as its form holds it. */
export const promoBundleFormValues = (bundle: AdminPromoBundle): PromoBundleFormInput => ({
  name: bundle.name,
  description: bundle.description,
  bundling_item_count: String(bundle.bundling_item_count),
  disc_percent: text(bundle.disc_percent),
  disc_nominal: text(bundle.disc_nominal),
  starts_at: asDateInput(bundle.starts_at),
  ends_at: asDateInput(bundle.ends_at),
  bundling_type: bundle.bundling_type,
  target_ids: bundle.targets.map((target) => target.id),
})
