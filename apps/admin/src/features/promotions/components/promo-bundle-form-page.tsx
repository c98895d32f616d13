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
      toast.success(`${data.name} is saved.`)
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
        Loading…
      </p>
    )
  const kind = form.register('bundling_type')
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/promo-bundles" className="text-muted underline underline-offset-2">
          Promo bundles
        </Link>
      </p>
      <PageHeader
        title={existing.data ? existing.data.name : 'New promo bundle'}
        actions={existing.data && <StateBadge state={existing.data.state} />}
      />
      <form
        noValidate
        className="grid max-w-2xl gap-5"
        onSubmit={(event) => void form.handleSubmit(save)(event)}
      >
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-lg font-semibold">What shoppers read</legend>
          <InputField label="Name" error={errors.name} {...form.register('name')} />
          <TextAreaField
            label="Description"
            hint="Shown in the cart beside the saving."
            error={errors.description}
            {...form.register('description')}
          />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-lg font-semibold">The deal</legend>
          <InputField
            label="Items per set"
            inputMode="numeric"
            hint="2 to 20."
            error={errors.bundling_item_count}
            {...form.register('bundling_item_count')}
          />
          <InputField
            label="Percent"
            inputMode="numeric"
            hint="Off the set's items."
            error={errors.disc_percent}
            {...form.register('disc_percent')}
          />
          <InputField
            label="Nominal (IDR)"
            inputMode="numeric"
            hint="Off each complete set."
            error={errors.disc_nominal}
            {...form.register('disc_nominal')}
          />
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
        </fieldset>
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-lg font-semibold">What it counts</legend>
          <SelectField
            label="Count items by"
            error={errors.bundling_type}
            {...kind}
            onChange={(event) => {
              void kind.onChange(event)
              pickTargets([])
            }}
          >
            <option value="PRODUCT">Chosen products</option>
            <option value="SUB_GROUP">Sub-category</option>
            <option value="GROUP">Group</option>
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
            {id === null ? 'Create promo bundle' : 'Save changes'}
          </Button>
          <Link
            to="/promo-bundles"
            className="inline-flex min-h-10 items-center rounded-md px-4 text-sm hover:bg-stone-100"
          >
            Cancel
          </Link>
        </div>
      </form>
    </>
  )
}
