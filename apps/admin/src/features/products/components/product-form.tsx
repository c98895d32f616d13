import * as m from '#messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { UseFormReturn } from 'react-hook-form'
import { ProductFieldsSchema } from '@store/contract/admin/product-fields'
import type { ProductFieldsInput } from '@store/contract/admin/product-fields'
import type { AdminProduct } from '@store/contract/admin/products'
import { Button } from '@/components/ui/button'
import { InputField, SelectField } from '@/components/ui/field'
import { TranslatedField } from '@/components/translated-field/translated-field'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useCatalogueCategories } from '../api/get-catalogue-categories'
import { EMPTY_PRODUCT, fieldsOf } from '../utils/product-fields'
import { PriceFields } from './price-fields'
import { RelatedPicker } from './related-picker'
import { SizesEditor } from './sizes-editor'

export function ProductForm({
  product,
  busy,
  submitLabel,
  onSubmit,
}: {
  product?: AdminProduct
  busy: boolean
  submitLabel: string
  onSubmit: (values: ProductFieldsInput, form: UseFormReturn<ProductFieldsInput>) => void
}) {
  const form = useForm<ProductFieldsInput>({
    resolver: zodResolver(ProductFieldsSchema),
    defaultValues: product ? fieldsOf(product) : EMPTY_PRODUCT,
  })
  const [related, setRelated] = useState(product?.related_products ?? [])
  useUnsavedChanges(form.formState.isDirty)
  const categoryList = useCatalogueCategories()
  const categories = categoryList.data?.categories ?? []
  const categoryId = Number(form.watch('category_id'))
  const subs = categories.find((category) => category.id === categoryId)?.category_subs ?? []
  const { errors } = form.formState
  const number = { valueAsNumber: true } as const
  // The selects are drawn with their options, so they show the product's category at once.
  if (categoryList.isError)
    return (
      <p role="alert" className="text-danger">
        {categoryList.error.message}
      </p>
    )
  if (categoryList.isPending)
    return (
      <p role="status" className="text-muted">
        {m.products_loading_categories()}
      </p>
    )
  return (
    <form
      noValidate
      className="flex max-w-4xl flex-col gap-8"
      onSubmit={(event) => void form.handleSubmit((values) => onSubmit(values, form))(event)}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{m.product()}</legend>
        <TranslatedField
          form={form}
          label={m.name()}
          english="product_name"
          bahasa="product_name_bahasa"
          className="sm:col-span-2"
        />
        <InputField
          label={m.products_code()}
          autoCapitalize="characters"
          error={errors.product_code}
          {...form.register('product_code')}
        />
        <SelectField
          label={m.products_category()}
          error={errors.category_id}
          {...form.register('category_id', number)}
        >
          <option value={0}>{m.products_choose_category()}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={m.products_sub_category()}
          error={errors.category_sub_id}
          {...form.register('category_sub_id', number)}
        >
          <option value={0}>{m.products_choose_sub_category()}</option>
          {subs.map((sub) => (
            <option key={sub.id} value={sub.id}>
              {sub.name}
            </option>
          ))}
        </SelectField>
        <TranslatedField
          form={form}
          label={m.products_colour()}
          english="colour"
          bahasa="colour_bahasa"
          className="sm:col-span-2"
        />
        <InputField
          label={m.products_weight()}
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.weight_grams}
          {...form.register('weight_grams', number)}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">{m.products_descriptions()}</legend>
        <TranslatedField
          form={form}
          label={m.products_short_description()}
          english="short_description"
          bahasa="short_description_bahasa"
          multiline
        />
        <TranslatedField
          form={form}
          label={m.products_detailed_description()}
          english="detailed_description"
          bahasa="detailed_description_bahasa"
          multiline
          controlClassName="min-h-40 font-mono"
          hint={m.products_detailed_description_hint()}
        />
      </fieldset>
      <PriceFields form={form} />
      <SizesEditor form={form} saved={product?.sizes ?? []} />
      <RelatedPicker
        value={related}
        selfId={product?.id}
        error={errors.related_product_ids?.message}
        onChange={(next) => {
          setRelated(next)
          form.setValue(
            'related_product_ids',
            next.map((item) => item.id),
            { shouldDirty: true },
          )
        }}
      />
      <div className="sticky bottom-0 -mx-4 flex gap-2 border-t border-line bg-paper/95 px-4 py-3 backdrop-blur">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
