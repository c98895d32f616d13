import * as m from '#messages'
import type { UseFormReturn } from 'react-hook-form'
import type { ProductFieldsInput } from '@store/contract/admin/product-fields'
import { InputField } from '@/components/ui/field'
import { finalPrice } from '@store/contract/pricing'
import { formatRupiah } from '@/i18n/locale'

/** Prices in whole rupiah, and the direct discount with its optional WIB window. */
export function PriceFields({ form }: { form: UseFormReturn<ProductFieldsInput> }) {
  const { errors } = form.formState
  const number = { valueAsNumber: true } as const
  const [net, percent, nominal] = form.watch(['net_price', 'disc_percent', 'disc_nominal'])
  const sale =
    Number.isFinite(net) && (percent > 0 || nominal > 0)
      ? finalPrice(net, { direct_disc_percent: percent || 0, direct_disc_nominal: nominal || 0 })
      : null
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">{m.products_price_legend()}</legend>
      <InputField
        label={m.products_retail_price()}
        type="number"
        inputMode="numeric"
        min={1}
        error={errors.retail_price}
        {...form.register('retail_price', number)}
      />
      <InputField
        label={m.products_net_price()}
        type="number"
        inputMode="numeric"
        min={1}
        hint={m.products_net_price_hint()}
        error={errors.net_price}
        {...form.register('net_price', number)}
      />
      <InputField
        label={m.products_discount_percent()}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        hint={m.products_discount_percent_hint()}
        error={errors.disc_percent}
        {...form.register('disc_percent', number)}
      />
      <InputField
        label={m.products_discount_amount()}
        type="number"
        inputMode="numeric"
        min={0}
        error={errors.disc_nominal}
        {...form.register('disc_nominal', number)}
      />
      <InputField
        label={m.products_discount_starts()}
        type="datetime-local"
        hint={m.products_discount_starts_hint()}
        error={errors.disc_starts_at}
        {...form.register('disc_starts_at')}
      />
      <InputField
        label={m.products_discount_ends()}
        type="datetime-local"
        hint={m.products_discount_ends_hint()}
        error={errors.disc_ends_at}
        {...form.register('disc_ends_at')}
      />
      {sale !== null && (
        <p className="text-sm text-muted sm:col-span-2">
          {m.products_sale_preview({ price: formatRupiah(sale) })}
        </p>
      )}
    </fieldset>
  )
}
