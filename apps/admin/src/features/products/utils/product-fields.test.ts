import { zodResolver } from '@hookform/resolvers/zod'
import { createFormControl } from 'react-hook-form'
import { describe, expect, test } from 'vitest'
import { PRODUCT_MESSAGES, ProductFieldsSchema } from '@store/contract/admin/product-fields'
import type { ProductFieldsInput } from '@store/contract/admin/product-fields'
import { PRODUCT_ANSWERS } from '@store/contract/admin/products'
import type { AdminProduct } from '@store/contract/admin/products'
import { EMPTY_PRODUCT, fieldOfMessage, fieldsOf } from './product-fields'

const createProduct = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  id: 187,
  version: '2026-11-26T06:47:05.123Z',
  status: 'PUBLISHED',
  publish_at: '',
  product_name: 'Sekar Linen Shirt',
  product_name_bahasa: 'Kemeja Linen Sekar',
  product_code: 'KNMTS001-SGE',
  category_id: 6,
  category_sub_id: 602,
  colour: 'Sage',
  colour_bahasa: '',
  short_description: '',
  short_description_bahasa: '',
  detailed_description: '<p>Hand-woven linen.</p>',
  detailed_description_bahasa: '<p>Linen tenun tangan.</p>',
  weight_grams: 300,
  retail_price: 320_000,
  net_price: 320_000,
  disc_percent: 25,
  disc_nominal: 0,
  disc_starts_at: '',
  disc_ends_at: '2026-12-01T09:00',
  final_price: 240_000,
  sizes: [
    {
      id: 11,
      size_code: 'M',
      size_name: 'M',
      size_name_bahasa: '',
      is_available: true,
      can_delete: false,
    },
  ],
  related_products: [{ id: 12, product_code: 'KNMTS002', product_name: 'Raya Shirt' }],
  ...overrides,
})

const messagesOf = (input: ProductFieldsInput) => {
  const result = ProductFieldsSchema.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
}

describe("a product's form", () => {
  test('a saved product read into the form is valid as it stands, so it saves without a change', () => {
    expect(ProductFieldsSchema.safeParse(fieldsOf(createProduct())).success).toBe(true)
  })

  test("the form holds the product's fields and nothing the server answers besides", () => {
    const fields = fieldsOf(createProduct())
    expect(Object.keys(fields).sort()).toEqual(Object.keys(EMPTY_PRODUCT).sort())
    expect(fields.sizes).toEqual([
      { id: 11, size_code: 'M', size_name: 'M', size_name_bahasa: '', is_available: true },
    ])
    expect(fields.product_name_bahasa).toBe('Kemeja Linen Sekar')
    expect(fields.detailed_description_bahasa).toBe('<p>Linen tenun tangan.</p>')
    expect(fields.related_product_ids).toEqual([12])
  })

  test('a new product sent empty is refused field by field, in the words staff read', () => {
    expect(messagesOf(EMPTY_PRODUCT)).toMatchObject({
      product_name: PRODUCT_MESSAGES.enterName,
      product_code: PRODUCT_MESSAGES.enterCode,
      category_id: PRODUCT_MESSAGES.chooseCategory,
      colour: PRODUCT_MESSAGES.enterColour,
      retail_price: PRODUCT_MESSAGES.retailPrice,
    })
  })

  test('the server’s refusals are shown at the field they are about', () => {
    expect(fieldOfMessage(PRODUCT_ANSWERS.codeTaken('KNMTS001'))).toBe('product_code')
    expect(fieldOfMessage(PRODUCT_ANSWERS.subNotInCategory)).toBe('category_sub_id')
    expect(fieldOfMessage(PRODUCT_ANSWERS.sizeKept('M'))).toBe('sizes')
    expect(fieldOfMessage(PRODUCT_ANSWERS.relatedMissing)).toBeNull()
  })

  test('the form is dirty once a field differs from the saved product, and clean again when put back', () => {
    const product = createProduct()
    const form = createFormControl<ProductFieldsInput>({
      resolver: zodResolver(ProductFieldsSchema),
      defaultValues: fieldsOf(product),
    })
    form.register('colour')
    form.setValue('colour', 'Olive', { shouldDirty: true })
    expect(form.getFieldState('colour').isDirty).toBe(true)
    form.setValue('colour', 'Sage', { shouldDirty: true })
    expect(form.getFieldState('colour').isDirty).toBe(false)
  })

  test('a Bahasa text makes the form dirty like an English one, and clean again when put back', () => {
    const form = createFormControl<ProductFieldsInput>({
      resolver: zodResolver(ProductFieldsSchema),
      defaultValues: fieldsOf(createProduct()),
    })
    form.register('product_name_bahasa')
    form.setValue('product_name_bahasa', 'Kemeja Sekar', { shouldDirty: true })
    expect(form.getFieldState('product_name_bahasa').isDirty).toBe(true)
    form.setValue('product_name_bahasa', 'Kemeja Linen Sekar', { shouldDirty: true })
    expect(form.getFieldState('product_name_bahasa').isDirty).toBe(false)
  })

  test('a Bahasa text is checked as its English one is; left blank it is missing, not an error', () => {
    const fields = fieldsOf(createProduct())
    expect(messagesOf({ ...fields, product_name_bahasa: 'k'.repeat(121) })).toEqual({
      product_name_bahasa: 'Please use at most 120 characters.',
    })
    expect(messagesOf({ ...fields, product_name_bahasa: '', colour_bahasa: '' })).toEqual({})
  })
})
