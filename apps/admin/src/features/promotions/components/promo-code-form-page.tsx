import { useEffect } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type {
  AdminPromoCode,
  PromoCodeFormInput,
  PromoCodeFormOutput,
} from '@store/contract/admin/promotions'
import {
  PromoCodeFormSchema,
  createPromoCode,
  updatePromoCode,
} from '@store/contract/admin/promotions'
import { callApi } from '@/lib/api-client'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { Button } from '@/components/ui/button'
import { InputField, SelectField } from '@/components/ui/field'
import { PageHeader } from '@/components/ui/page-header'
import { promoCodesKey, usePromoCode } from '../api/promo-codes'
import { StateBadge } from './promotion-text'
import { asDateInput, text } from '../utils/form-values'

const EMPTY: PromoCodeFormInput = {
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

const formValues = (code: AdminPromoCode): PromoCodeFormInput => ({
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

/** Creates a promo code (/promo-codes/new) or edits one (/promo-codes/:id). */
export function PromoCodeFormPage() {
  const { id: idParam } = useParams()
  const id = idParam && idParam !== 'new' ? Number(idParam) : null
  const existing = usePromoCode(id)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useForm<PromoCodeFormInput, unknown, PromoCodeFormOutput>({
    resolver: zodResolver(PromoCodeFormSchema),
    defaultValues: EMPTY,
  })
  const { reset } = form
  useEffect(() => {
    if (existing.data) reset(formValues(existing.data))
  }, [existing.data, reset])
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitSuccessful)
  const save = useMutation({
    mutationFn: (input: PromoCodeFormOutput) =>
      id === null
        ? callApi(createPromoCode, input)
        : callApi(updatePromoCode, { ...input, id, version: existing.data?.version ?? '' }),
    onSuccess: async ({ data }) => {
      toast.success(`${data.code} is saved.`)
      await queryClient.invalidateQueries({ queryKey: promoCodesKey })
      void navigate('/promo-codes')
    },
    onError: (error) => {
      form.setError('root', { message: error.message })
      toast.error(error.message)
    },
  })
  const { errors } = form.formState
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
        onSubmit={(event) => void form.handleSubmit((input) => save.mutate(input))(event)}
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
          <Button type="submit" busy={save.isPending}>
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
