import * as m from '#messages'
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
import { SingleUseCodes } from './single-use-codes'

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
      toast.success(m.promotions_saved({ name: data.code }))
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
        {m.loading()}
      </p>
    )
  const used = existing.data?.used_count ?? 0
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/promo-codes" className="text-muted underline underline-offset-2">
          {m.nav_promo_codes()}
        </Link>
      </p>
      <PageHeader
        title={
          existing.data
            ? m.promotions_code_title({ code: existing.data.code })
            : m.promotions_new_code()
        }
        actions={existing.data && <StateBadge state={existing.data.state} />}
      />
      {used > 0 && (
        <p className="mb-4 max-w-2xl rounded-md border border-line bg-white p-3 text-sm text-muted">
          {m.promotions_used_by({ count: used })}
        </p>
      )}
      <form
        noValidate
        className="grid max-w-2xl gap-5"
        onSubmit={(event) => void form.handleSubmit(save)(event)}
      >
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{m.promotions_the_code()}</legend>
          <InputField
            label={m.promotions_code()}
            hint={m.promotions_code_hint()}
            autoCapitalize="characters"
            autoComplete="off"
            className="uppercase"
            error={errors.code}
            {...form.register('code')}
          />
          <SelectField
            label={m.promotions_discounts()}
            error={errors.category}
            {...form.register('category')}
          >
            <option value="PRODUCT">{m.promotions_the_products()}</option>
            <option value="SHIPPING">{m.promotions_the_shipping()}</option>
          </SelectField>
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-lg font-semibold">{m.promotions_discount()}</legend>
          <InputField
            label={m.promotions_percent()}
            inputMode="numeric"
            hint={m.promotions_percent_hint()}
            error={errors.disc_percent}
            {...form.register('disc_percent')}
          />
          <InputField
            label={m.promotions_cap()}
            inputMode="numeric"
            hint={m.promotions_cap_hint()}
            error={errors.disc_max}
            {...form.register('disc_max')}
          />
          <InputField
            label={m.promotions_nominal()}
            inputMode="numeric"
            hint={m.promotions_nominal_hint()}
            error={errors.disc_nominal}
            {...form.register('disc_nominal')}
          />
          <InputField
            label={m.promotions_min_purchase()}
            inputMode="numeric"
            hint={m.promotions_min_purchase_hint()}
            error={errors.min_purchase}
            {...form.register('min_purchase')}
          />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{m.promotions_when_how_often()}</legend>
          <InputField
            label={m.promotions_starts()}
            type="datetime-local"
            hint={m.promotions_starts_hint()}
            error={errors.starts_at}
            {...form.register('starts_at')}
          />
          <InputField
            label={m.promotions_ends()}
            type="datetime-local"
            hint={m.promotions_ends_hint()}
            error={errors.ends_at}
            {...form.register('ends_at')}
          />
          <InputField
            label={m.promotions_usage_limit()}
            inputMode="numeric"
            hint={m.promotions_usage_limit_hint()}
            error={errors.usage_limit}
            {...form.register('usage_limit')}
          />
          <InputField
            label={m.promotions_limit_per_member()}
            inputMode="numeric"
            hint={m.promotions_limit_per_member_hint()}
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
            {id === null ? m.promotions_create_code() : m.promotions_save_changes()}
          </Button>
          <Link
            to="/promo-codes"
            className="inline-flex min-h-10 items-center rounded-md px-4 text-sm hover:bg-stone-100"
          >
            {m.promotions_cancel()}
          </Link>
        </div>
      </form>
      {existing.data && <SingleUseCodes id={existing.data.id} code={existing.data.code} />}
    </>
  )
}
