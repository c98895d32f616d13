import * as m from '#messages'
import { useFieldArray, useWatch } from 'react-hook-form'
import type { UseFormReturn } from 'react-hook-form'
import type { ProductFieldsInput } from '@store/contract/admin/product-fields'
import type { AdminProduct } from '@store/contract/admin/products'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { TranslatedField } from '@/components/translated-field/translated-field'
import { SIZE_PRESETS, runName } from '../utils/size-presets'

/** Only a worded size name ('All Size') is translated; a code ('M', '42') reads the same. */
const isWorded = (size: { size_code?: string; size_name?: string } | undefined) =>
  !!size?.size_name?.trim() && size.size_name.trim() !== size.size_code?.trim()

/** Sizes in shop order: add, rename, move, mark unavailable; delete only what nothing holds. */
export function SizesEditor({
  form,
  saved,
}: {
  form: UseFormReturn<ProductFieldsInput>
  saved: AdminProduct['sizes']
}) {
  // keyName: each size's own `id` is a field of the form, not the list's key.
  const sizes = useFieldArray({ control: form.control, name: 'sizes', keyName: 'key' })
  const errors = form.formState.errors.sizes
  const values = useWatch({ control: form.control, name: 'sizes' })
  const held = (id: number | undefined) =>
    saved.find((size) => size.id === id)?.can_delete === false
  // A preset fills a list nothing is saved in yet; saved sizes keep their codes.
  const canPreset = sizes.fields.every((field) => field.id === undefined)
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">{m.products_sizes()}</legend>
      {errors?.message && (
        <p role="alert" className="text-sm text-danger">
          {errors.message}
        </p>
      )}
      {canPreset && (
        <div
          role="group"
          aria-labelledby="size-presets"
          className="flex flex-wrap items-center gap-2"
        >
          <span id="size-presets" className="text-sm text-muted">
            {m.products_size_presets()}
          </span>
          {SIZE_PRESETS.map((preset) => (
            <Button
              key={preset.key}
              variant="secondary"
              onClick={() => sizes.replace(preset.sizes.map((size) => ({ ...size })))}
            >
              {runName(preset.sizes) ?? m.products_one_size()}
            </Button>
          ))}
        </div>
      )}
      <ol className="flex flex-col gap-3">
        {sizes.fields.map((field, index) => (
          <li key={field.key} className="rounded-lg border border-line bg-white p-3">
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-[8rem_1fr]">
              <InputField
                label={m.products_size_code({ n: index + 1 })}
                error={errors?.[index]?.size_code}
                readOnly={field.id !== undefined}
                hint={field.id !== undefined ? m.products_size_fixed() : undefined}
                {...form.register(`sizes.${index}.size_code`)}
              />
              <TranslatedField
                form={form}
                label={m.products_size_name({ n: index + 1 })}
                english={`sizes.${index}.size_name`}
                bahasa={`sizes.${index}.size_name_bahasa`}
                className="col-span-2 sm:col-span-1"
                optional={!isWorded(values?.[index])}
              />
              <label className="col-span-2 flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  {...form.register(`sizes.${index}.is_available`)}
                />
                {m.products_available()}
              </label>
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <Button
                variant="ghost"
                disabled={index === 0}
                aria-label={m.move_up({ label: m.products_size_n({ n: index + 1 }) })}
                onClick={() => sizes.move(index, index - 1)}
              >
                ↑ {m.products_up()}
              </Button>
              <Button
                variant="ghost"
                disabled={index === sizes.fields.length - 1}
                aria-label={m.move_down({ label: m.products_size_n({ n: index + 1 }) })}
                onClick={() => sizes.move(index, index + 1)}
              >
                ↓ {m.products_down()}
              </Button>
              {held(field.id) ? (
                <span className="text-xs text-muted">{m.products_size_held()}</span>
              ) : (
                <Button
                  variant="ghost"
                  className="text-danger"
                  aria-label={m.products_delete_size({ n: index + 1 })}
                  onClick={() => sizes.remove(index)}
                >
                  {m.products_delete()}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() =>
          sizes.append({ size_code: '', size_name: '', size_name_bahasa: '', is_available: true })
        }
      >
        {m.products_add_size()}
      </Button>
    </fieldset>
  )
}
