import { useEffect, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type {
  AdminPromoBundle,
  BundleTarget,
  PromoBundleFormInput,
  PromoBundleFormOutput,
} from '@store/contract/admin/promo-bundles'
import {
  PromoBundleFormSchema,
  createPromoBundle,
  updatePromoBundle,
} from '@store/contract/admin/promo-bundles'
import { callApi } from '@/lib/api-client'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { Button } from '@/components/ui/button'
import { InputField, SelectField, TextAreaField } from '@/components/ui/field'
import { PageHeader } from '@/components/ui/page-header'
import { promoBundlesKey, usePromoBundle } from '../api/promo-bundles'
import { StateBadge } from './promotion-text'
import { TargetPicker } from './target-picker'
import { asDateInput, text } from '../utils/form-values'

const EMPTY: PromoBundleFormInput = {
  name: '',
  description: '',
  bundling_item_count: '2',
  disc_percent: '',
  disc_nominal: '',
  starts_at: '',
  ends_at: '',
  bundling_type: 'PRODUCT',
  target_ids: [],
}

const formValues = (bundle: AdminPromoBundle): PromoBundleFormInput => ({
  name: bundle.name,
  description: bundle.description,
  bundling_item_count: String(bundle.bundling_item_count),
  disc_percent: text(bundle.disc_percent),
  disc_nominal: text(bundle.disc_nominal),
  starts_at: asDateInput(bundle.starts_at),
  ends_at: asDateInput(bundle.ends_at),
  bundling_type: bundle.bundling_type,
  target_ids: bundle.targets.map((target) => target.id),
})

/** Creates a promo bundle (/promo-bundles/new) or edits one (/promo-bundles/:id). */
export function PromoBundleFormPage() {
  const { id: idParam } = useParams()
  const id = idParam && idParam !== 'new' ? Number(idParam) : null
  const existing = usePromoBundle(id)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [targets, setTargets] = useState<BundleTarget[]>([])
  const form = useForm<PromoBundleFormInput, unknown, PromoBundleFormOutput>({
    resolver: zodResolver(PromoBundleFormSchema),
    defaultValues: EMPTY,
  })
  const { reset } = form
  useEffect(() => {
    if (!existing.data) return
    reset(formValues(existing.data))
    setTargets(existing.data.targets)
  }, [existing.data, reset])
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitSuccessful)
  const save = useMutation({
    mutationFn: (input: PromoBundleFormOutput) =>
      id === null
        ? callApi(createPromoBundle, input)
        : callApi(updatePromoBundle, { ...input, id, version: existing.data?.version ?? '' }),
    onSuccess: async ({ data }) => {
      toast.success(`${data.name} is saved.`)
      await queryClient.invalidateQueries({ queryKey: promoBundlesKey })
      void navigate('/promo-bundles')
    },
    onError: (error) => {
      form.setError('root', { message: error.message })
      toast.error(error.message)
    },
  })
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
        onSubmit={(event) => void form.handleSubmit((input) => save.mutate(input))(event)}
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
          <Button type="submit" busy={save.isPending}>
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
