import * as m from '#messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ShowroomInputSchema } from '@store/contract/admin/showrooms'
import type { AdminRegion, AdminShowroom } from '@store/contract/admin/showrooms'
import { Button } from '@/components/ui/button'
import { InputField, SelectField } from '@/components/ui/field'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useCreateShowroom } from '../api/create-showroom'
import { useUpdateShowroom } from '../api/update-showroom'

type Input = z.input<typeof ShowroomInputSchema>
type Output = z.output<typeof ShowroomInputSchema>

const valuesOf = (showroom: AdminShowroom): Input => ({
  showroom_region_id: showroom.showroom_region_id,
  showroom_name: showroom.showroom_name,
  phone: showroom.phone,
  address1: showroom.address1,
  address2: showroom.address2,
  address3: showroom.address3,
  maps_url: showroom.maps_url,
  is_hub: showroom.is_hub,
  hub_code: showroom.hub_code,
  is_active: showroom.is_active,
})

const empty = (regionId: number): Input => ({
  showroom_region_id: regionId,
  showroom_name: '',
  phone: '',
  address1: '',
  address2: '',
  address3: '',
  maps_url: '',
  is_hub: false,
  hub_code: '',
  is_active: true,
})

interface ShowroomFormProps {
  regions: AdminRegion[]
  /** The region a new showroom starts in. */
  regionId: number
  showroom?: AdminShowroom
  onDone: () => void
}

/** A showroom's name, contact, address and map, its region, hub and whether shoppers see it. */
export function ShowroomForm({ regions, regionId, showroom, onDone }: ShowroomFormProps) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ShowroomInputSchema),
    defaultValues: showroom ? valuesOf(showroom) : empty(regionId),
  })
  useUnsavedChanges(form.formState.isDirty)
  const create = useCreateShowroom({ onSaved: onDone })
  const update = useUpdateShowroom({ onSaved: onDone })
  const save = (input: Output) =>
    showroom ? update.mutate({ id: showroom.id, ...input }) : create.mutate(input)
  const { errors } = form.formState
  const isHub = form.watch('is_hub')
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => void form.handleSubmit(save)(event)}
    >
      <InputField
        label={m.name()}
        error={errors.showroom_name}
        {...form.register('showroom_name')}
      />
      <SelectField
        label={m.showrooms_region()}
        error={errors.showroom_region_id}
        {...form.register('showroom_region_id', { valueAsNumber: true })}
      >
        {regions.map((region) => (
          <option key={region.id} value={region.id}>
            {region.region_name}
          </option>
        ))}
      </SelectField>
      <InputField
        label={m.phone()}
        type="tel"
        autoComplete="off"
        error={errors.phone}
        {...form.register('phone')}
      />
      <InputField
        label={m.showrooms_address_line({ line: 1 })}
        error={errors.address1}
        {...form.register('address1')}
      />
      <InputField
        label={m.showrooms_address_line({ line: 2 })}
        error={errors.address2}
        {...form.register('address2')}
      />
      <InputField
        label={m.showrooms_address_line({ line: 3 })}
        error={errors.address3}
        {...form.register('address3')}
      />
      <InputField
        label={m.showrooms_maps_link()}
        hint={m.showrooms_maps_link_hint()}
        spellCheck={false}
        error={errors.maps_url}
        {...form.register('maps_url')}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...form.register('is_hub')} />
        {m.showrooms_is_hub()}
      </label>
      {isHub && (
        <InputField
          label={m.showrooms_hub_code()}
          hint={m.showrooms_hub_code_hint()}
          error={errors.hub_code}
          {...form.register('hub_code')}
        />
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...form.register('is_active')} />
        {m.showrooms_is_active()}
      </label>
      <Button type="submit" busy={create.isPending || update.isPending} className="self-start">
        {showroom ? m.showrooms_save_showroom() : m.showrooms_add_the_showroom()}
      </Button>
    </form>
  )
}
