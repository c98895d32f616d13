import * as m from '#messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { RegionInputSchema } from '@store/contract/admin/showrooms'
import type { AdminRegion } from '@store/contract/admin/showrooms'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { useCreateRegion } from '../api/create-region'
import { useRenameRegion } from '../api/rename-region'

type Input = z.input<typeof RegionInputSchema>
type Output = z.output<typeof RegionInputSchema>

/** Adds a region, or renames `region`. */
export function RegionForm({ region, onDone }: { region?: AdminRegion; onDone: () => void }) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(RegionInputSchema),
    defaultValues: { region_name: region?.region_name ?? '' },
  })
  const create = useCreateRegion({ onSaved: onDone })
  const rename = useRenameRegion({ onSaved: onDone })
  const save = (input: Output) =>
    region ? rename.mutate({ id: region.id, ...input }) : create.mutate(input)
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => void form.handleSubmit(save)(event)}
    >
      <InputField
        label={m.showrooms_region_name()}
        error={form.formState.errors.region_name}
        {...form.register('region_name')}
      />
      <Button type="submit" busy={create.isPending || rename.isPending} className="self-start">
        {region ? m.showrooms_rename_region() : m.showrooms_add_the_region()}
      </Button>
    </form>
  )
}
