import { useEffect } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { PromoCodeFormInput, PromoCodeFormOutput } from '@store/contract/admin/promotions'
import { PromoCodeFormSchema } from '@store/contract/admin/promotions'
import { NotFound } from '@/components/not-found'
import { Button } from '@/components/ui/button'
import { InputField, SelectField } from '@/components/ui/field'
import { PageHeader } from '@/components/ui/page-header'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useCreatePromoCode } from '../api/create-promo-code'
import { usePromoCode } from '../api/get-promo-code'
import { useUpdatePromoCode } from '../api/update-promo-code'
import { EMPTY_PROMO_CODE, promoCodeFormValues } from '../utils/promo-code-form'
import { recordOf } from '../utils/promotion-params'
import { StateBadge } from './promotion-text'

/** Creates a promo code (/promo-codes/new) or edits one (/promo-codes/:id). */
export function PromoCodeFormPage() {
  const record = recordOf(useParams().id)
  const id = typeof record === 'number' ? record : null
  const existing = usePromoCode(id)
  const navigate = useNavigate()
  const form = useForm<PromoCodeFormInput, unknown, PromoCodeFormOutput>({
    resolver: zodResolver(PromoCodeFormSchema),
    defaultValues: EMPTY_PROMO_CODE,
  })
  const { reset } = form
  useEffect(() => {
    if (existing.data) reset(promoCodeFormValues(existing.data))
  }, [existing.data, reset])
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitSuccessful)
  const create = useCreatePromoCode()
  const update = useUpdatePromoCode()
  const saving = create.isPending || update.isPending
  const saved = {
    onSuccess: ({ data }: { data: { code: string } }) => {
      toast.success(`${data.code} is saved.`)
      void navigate('/promo-codes')
    },
    onError: (error: Error) => {
      form.setError('root', { message: error.message })
      toast.error(error.message)
    },
  }
  const save = (input: PromoCodeFormOutput) =>
    id === null
      ? create.mutate(input, saved)
      : update.mutate({ ...input, id, version: existing.data?.version ?? '' }, saved)
  const { errors } = form.formState
  if (record === null) return <NotFound />
  if (existing.error)
    return (
      <p role="alert" className="text-danger">
        {existing.error.message}
      </p>
    )
  if (id !== null && !existing.data)
    return (
      <p role="status" className="text-muted">
        Loading…
      </p>
    )
  const used = existing.data?.used_count ?? 0
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/promo-codes" className="text-muted underline underline-offset-2">
          Promo codes
        </Link>
      </p>
      <PageHeader
        title={existing.data ? `Promo code ${existing.data.code}` : 'New promo code'}
        actions={existing.data && <StateBadge state={existing.data.state} />}
      />
      {used > 0 && (
        <p className="mb-4 max-w-2xl rounded-md border border-line bg-white p-3 text-sm text-muted">
          Used by {used} order(s). Orders keep the discount they were given; a change here applies
          to the next orders only.
        </p>
      )}
      <form
        noValidate
        className="grid max-w-2xl gap-5"
        onSubmit={(event) => void form.handleSubmit(save)(event)}
      >
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">The code</legend>
          <InputField
            label="Code"
            hint="3 to 30 letters or digits; shoppers may type it in any case."
            autoCapitalize="characters"
            autoComplete="off"
            className="uppercase"
            error={errors.code}
            {...form.register('code')}
          />
          <SelectField label="Discounts" error={errors.category} {...form.register('category')}>
            <option value="PRODUCT">The products</option>
            <option value="SHIPPING">The shipping</option>
          </SelectField>
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-lg font-semibold">Discount</legend>
          <InputField
            label="Percent"
            inputMode="numeric"
            hint="0 to 100."
            error={errors.disc_percent}
            {...form.register('disc_percent')}
          />
          <InputField
            label="Cap (IDR)"
            inputMode="numeric"
            hint="Needed with a percent."
            error={errors.disc_max}
            {...form.register('disc_max')}
          />
          <InputField
            label="Nominal (IDR)"
            inputMode="numeric"
            hint="Added to the percent."
            error={errors.disc_nominal}
            {...form.register('disc_nominal')}
          />
          <InputField
            label="Minimum purchase (IDR)"
            inputMode="numeric"
            hint="Items total after bundles; blank for none."
            error={errors.min_purchase}
            {...form.register('min_purchase')}
          />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">When and how often</legend>
          <InputField
            label="Starts (WIB)"
            type="datetime-local"
            hint="Blank: at once."
            error={errors.starts_at}
            {...form.register('starts_at')}
          />
          <InputField
            label="Ends (WIB)"
            type="datetime-local"
            hint="Blank: no end."
            error={errors.ends_at}
            {...form.register('ends_at')}
          />
          <InputField
            label="Usage limit in total"
            inputMode="numeric"
            hint="Orders in all; blank for no limit."
            error={errors.usage_limit}
            {...form.register('usage_limit')}
          />
          <InputField
            label="Limit per member"
            inputMode="numeric"
            hint="Orders per signed-in member; blank for no limit."
            error={errors.usage_limit_per_member}
            {...form.register('usage_limit_per_member')}
          />
        </fieldset>
        {errors.root?.message && (
          <p role="alert" className="text-sm text-danger">
            {errors.root.message}
          </p>
        )}
        <div className="flex gap-3">
          <Button type="submit" busy={saving}>
            {id === null ? 'Create promo code' : 'Save changes'}
          </Button>
          <Link
            to="/promo-codes"
            className="inline-flex min-h-10 items-center rounded-md px-4 text-sm hover:bg-stone-100"
          >
            Cancel
          </Link>
        </div>
      </form>
    </>
  )
}
