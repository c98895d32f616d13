import type { UseFormReturn } from 'react-hook-form'
import type { ProductFieldsInput } from '@store/contract/admin/product-fields'
import type { AdminProduct } from '@store/contract/admin/products'

export const EMPTY_PRODUCT: ProductFieldsInput = {
  product_name: '',
  product_name_bahasa: '',
  product_code: '',
  category_id: 0,
  category_sub_id: 0,
  colour: '',
  colour_bahasa: '',
  short_description: '',
  short_description_bahasa: '',
  detailed_description: '',
  detailed_description_bahasa: '',
  weight_grams: 300,
  retail_price: 0,
  net_price: 0,
  disc_percent: 0,
  disc_nominal: 0,
  disc_starts_at: '',
  disc_ends_at: '',
  sizes: [{ size_code: '', size_name: '', size_name_bahasa: '', is_available: true }],
  related_product_ids: [],
}

/** A saved product as its form holds it: every field of the form, and nothing else. */
export function fieldsOf(product: AdminProduct): ProductFieldsInput {
  return {
    ...EMPTY_PRODUCT,
    ...Object.fromEntries(
      Object.keys(EMPTY_PRODUCT).map((key) => [key, product[key as keyof AdminProduct]]),
    ),
    sizes: product.sizes.map(({ id, size_code, size_name, size_name_bahasa, is_available }) => ({
      id,
      size_code,
      size_name,
      size_name_bahasa,
      is_available,
    })),
    related_product_ids: product.related_products.map((related) => related.id),
  }
}

/** The field a server refusal belongs to, by its words; null when it is about the whole product. */
export function fieldOfMessage(message: string): keyof ProductFieldsInput | null {
  if (/product code/i.test(message)) return 'product_code'
  if (/sub-category/i.test(message)) return 'category_sub_id'
  if (/^Size /.test(message)) return 'sizes'
  return null
}

/** Server refusals that belong to one field are shown there; the rest as a toast. */
export function placeServerMessage(form: UseFormReturn<ProductFieldsInput>, message: string) {
  const field = fieldOfMessage(message)
  if (field) form.setError(field, { message }, { shouldFocus: true })
  return field !== null
}
