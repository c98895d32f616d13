import type { UseFormReturn } from 'react-hook-form'
import type { ProductFieldsInput } from '@store/contract/admin/product-fields'
import { InputField } from '@/components/ui/field'
import { finalPrice } from '@store/contract/pricing'
import { formatRupiah } from '@store/contract/format/money'

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
      <legend className="mb-2 text-lg font-semibold">Price and discount</legend>
      <InputField
        label="Retail price (IDR)"
        type="number"
        inputMode="numeric"
        min={1}
        error={errors.retail_price}
        {...form.register('retail_price', number)}
      />
      <InputField
        label="Net price (IDR)"
        type="number"
        inputMode="numeric"
        min={1}
        hint="The price before the direct discount; at most the retail price."
        error={errors.net_price}
        {...form.register('net_price', number)}
      />
      <InputField
        label="Discount (%)"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        hint="Or an amount, not both."
        error={errors.disc_percent}
        {...form.register('disc_percent', number)}
      />
      <InputField
        label="Discount amount (IDR)"
        type="number"
        inputMode="numeric"
        min={0}
        error={errors.disc_nominal}
        {...form.register('disc_nominal', number)}
      />
      <InputField
        label="Discount starts (WIB)"
        type="datetime-local"
        hint="Empty: from the moment you save."
        error={errors.disc_starts_at}
        {...form.register('disc_starts_at')}
      />
      <InputField
        label="Discount ends (WIB)"
        type="datetime-local"
        hint="Empty: until you change it."
        error={errors.disc_ends_at}
        {...form.register('disc_ends_at')}
      />
      {sale !== null && (
        <p className="text-sm text-muted sm:col-span-2">
          While the discount runs, the shop shows {formatRupiah(sale)}.
        </p>
      )}
    </fieldset>
  )
}
