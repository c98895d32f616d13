import * as m from '#messages'
import { useId } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { MAX_SINGLE_USE_CODES, SingleUseFormSchema } from '@store/contract/admin/single-use-codes'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import {
  singleUseCodesHref,
  useMakeSingleUseCodes,
  useSingleUseCodes,
} from '../api/single-use-codes'

/**
 * Single-use codes made from this code (decision 097): an influencer campaign
 * hands each follower a code of their own, which works once.
 */
export function SingleUseCodes({ id, code }: { id: number; code: string }) {
  const heading = useId()
  const counts = useSingleUseCodes(id)
  const make = useMakeSingleUseCodes()
  const form = useForm<
    z.input<typeof SingleUseFormSchema>,
    unknown,
    z.output<typeof SingleUseFormSchema>
  >({
    resolver: zodResolver(SingleUseFormSchema),
    defaultValues: { prefix: '', count: '' },
  })
  const submit = form.handleSubmit((input) =>
    make.mutate(
      { id, ...input },
      {
        onSuccess: ({ data }) => {
          toast.success(data.message)
          form.reset()
        },
        onError: (error) => {
          form.setError('root', { message: error.message })
          toast.error(error.message)
        },
      },
    ),
  )
  const made = counts.data?.made ?? 0
  const { errors } = form.formState
  return (
    <section
      aria-labelledby={heading}
      className="mt-8 grid max-w-2xl gap-4 rounded-lg border border-line bg-white p-4 lg:p-5"
    >
      <div>
        <h2 id={heading} className="text-lg font-semibold">
          {m.single_use_title()}
        </h2>
        <p className="mt-1 text-sm text-muted">{m.single_use_note({ code })}</p>
      </div>
      {made > 0 && (
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm" role="status">
          <span>{m.single_use_counts({ made, used: counts.data?.used ?? 0 })}</span>
          <a
            href={singleUseCodesHref(id)}
            download
            className="font-medium underline underline-offset-2"
          >
            {m.single_use_download()}
          </a>
        </p>
      )}
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        onSubmit={(event) => void submit(event)}
      >
        <InputField
          label={m.single_use_prefix()}
          hint={m.single_use_prefix_hint()}
          autoCapitalize="characters"
          autoComplete="off"
          className="uppercase"
          error={errors.prefix}
          {...form.register('prefix')}
        />
        <InputField
          label={m.single_use_count()}
          hint={m.single_use_count_hint({ max: MAX_SINGLE_USE_CODES })}
          inputMode="numeric"
          error={errors.count}
          {...form.register('count')}
        />
        <Button type="submit" busy={make.isPending} className="sm:mt-6">
          {m.single_use_make()}
        </Button>
      </form>
      {errors.root?.message && (
        <p role="alert" className="text-sm text-danger">
          {errors.root.message}
        </p>
      )}
    </section>
  )
}
