import type { AdminPromoCode, PromoCodeFormInput } from '@store/contract/admin/promotions'
import { asDateInput, text } from './form-values'

export const EMPTY_PROMO_CODE: PromoCodeFormInput = {
  code: '',
  category: 'PRODUCT',
  disc_percent: '',
  disc_nominal: '',
  disc_max: '',
  min_purchase: '',
  starts_at: '',
  ends_at: '',
  usage_limit: '',
  usage_limit_per_member: '',
}

/** A saved promo code as its form's text boxes hold it: 0 and no limit as blanks. */
export const promoCodeFormValues = (code: AdminPromoCode): PromoCodeFormInput => ({
  code: code.code,
  category: code.category,
  disc_percent: text(code.disc_percent),
  disc_nominal: text(code.disc_nominal),
  disc_max: text(code.disc_max),
  min_purchase: text(code.min_purchase),
  starts_at: asDateInput(code.starts_at),
  ends_at: asDateInput(code.ends_at),
  usage_limit: code.usage_limit === null ? '' : String(code.usage_limit),
  usage_limit_per_member:
    code.usage_limit_per_member === null ? '' : String(code.usage_limit_per_member),
})
