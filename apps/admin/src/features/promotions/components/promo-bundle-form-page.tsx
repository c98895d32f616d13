import * as m from '#messages'
import { useEffect, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type {
  BundleTarget,
  PromoBundleFormInput,
  PromoBundleFormOutput,
} from '@store/contract/admin/promo-bundles'
import { PromoBundleFormSchema } from '@store/contract/admin/promo-bundles'
import { NotFound } from '@/components/not-found'
import { Button } from '@/components/ui/button'
import { InputField, SelectField, TextAreaField } from '@/components/ui/field'
import { PageHeader } from '@/components/ui/page-header'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useCreatePromoBundle } from '../api/create-promo-bundle'
import { usePromoBundle } from '../api/get-promo-bundle'
import { useUpdatePromoBundle } from '../api/update-promo-bundle'
import { EMPTY_PROMO_BUNDLE, promoBundleFormValues } from '../utils/promo-bundle-form'
import { recordOf } from '../utils/promotion-params'
import { StateBadge } from './promotion-text'
import { TargetPicker } from './target-picker'

/** Creates a promo bundle (/promo-bundles/new) or edits one (/promo-bundles/:id). */
export function PromoBundleFormPage() {
  const record = recordOf(useParams().id)
  const id = typeof record === 'number' ? record : null
  const existing = usePromoBundle(id)
  const navigate = useNavigate()
  const [targets, setTargets] = useState<BundleTarget[]>([])
  const form = useForm<PromoBundleFormInput, unknown, PromoBundleFormOutput>({
    resolver: zodResolver(PromoBundleFormSchema),
    defaultValues: EMPTY_PROMO_BUNDLE,
  })
  const { reset } = form
  useEffect(() => {
    if (!existing.data) return
    reset(promoBundleFormValues(existing.data))
    setTargets(existing.data.targets)
  }, [existing.data, reset])
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitSuccessful)
  const create = useCreatePromoBundle()
  const update = useUpdatePromoBundle()
  const saved = {
    onSuccess: ({ data }: { data: { name: string } }) => {
      toast.success(m.promotions_saved({ name: data.name }))
      void navigate('/promo-bundles')
    },
    onError: (error: Error) => {
      form.setError('root', { message: error.message })
      toast.error(error.message)
    },
  }
  const save = (input: PromoBundleFormOutput) =>
    id === null
      ? create.mutate(input, saved)
      : update.mutate({ ...input, id, version: existing.data?.version ?? '' }, saved)
  const type = form.watch('bundling_type')
  const pickTargets = (next: BundleTarget[]) => {
    setTargets(next)
    form.setValue(
      'target_ids',
      next.map((target) => target.id),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    )
  }
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
  const kind = form.register('bundling_type')
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/promo-bundles" className="text-muted underline underline-offset-2">
          {m.nav_promo_bundles()}
        </Link>
      </p>
      <PageHeader
        title={existing.data ? existing.data.name : m.promotions_new_bundle()}
        actions={existing.data && <StateBadge state={existing.data.state} />}
      />
      <form
        noValidate
        className="grid max-w-2xl gap-5"
        onSubmit={(event) => void form.handleSubmit(save)(event)}
      >
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-lg font-semibold">
            {m.promotions_what_shoppers_read()}
          </legend>
          <InputField label={m.name()} error={errors.name} {...form.register('name')} />
          <TextAreaField
            label={m.promotions_description()}
            hint={m.promotions_description_hint()}
            error={errors.description}
            {...form.register('description')}
          />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-lg font-semibold">{m.promotions_the_deal()}</legend>
          <InputField
            label={m.promotions_items_per_set()}
            inputMode="numeric"
            hint={m.promotions_items_per_set_hint()}
            error={errors.bundling_item_count}
            {...form.register('bundling_item_count')}
          />
          <InputField
            label={m.promotions_percent()}
            inputMode="numeric"
            hint={m.promotions_percent_set_hint()}
            error={errors.disc_percent}
            {...form.register('disc_percent')}
          />
          <InputField
            label={m.promotions_nominal()}
            inputMode="numeric"
            hint={m.promotions_nominal_set_hint()}
            error={errors.disc_nominal}
            {...form.register('disc_nominal')}
          />
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
        </fieldset>
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-lg font-semibold">{m.promotions_what_it_counts()}</legend>
          <SelectField
            label={m.promotions_count_items_by()}
            error={errors.bundling_type}
            {...kind}
            onChange={(event) => {
              void kind.onChange(event)
              pickTargets([])
            }}
          >
            <option value="PRODUCT">{m.promotions_chosen_products()}</option>
            <option value="SUB_GROUP">{m.promotions_sub_category()}</option>
            <option value="GROUP">{m.promotions_group()}</option>
          </SelectField>
          <TargetPicker
            type={type}
            chosen={targets}
            onChange={pickTargets}
            error={errors.target_ids?.message ?? errors.target_ids?.root?.message}
          />
        </fieldset>
        {errors.root?.message && (
          <p role="alert" className="text-sm text-danger">
            {errors.root.message}
          </p>
        )}
        <div className="flex gap-3">
          <Button type="submit" busy={create.isPending || update.isPending}>
            {id === null ? m.promotions_create_bundle() : m.promotions_save_changes()}
          </Button>
          <Link
            to="/promo-bundles"
            className="inline-flex min-h-10 items-center rounded-md px-4 text-sm hover:bg-stone-100"
          >
            {m.promotions_cancel()}
          </Link>
        </div>
      </form>
    </>
  )
}
