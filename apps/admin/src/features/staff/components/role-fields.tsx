import * as m from '#messages'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { STAFF_ROLES } from '@store/contract/admin/staff-roles'
import { SelectField } from '@/components/ui/field'

const ROLE_LABELS = {
  OWNER: m.staff_role_owner(),
  STAFF: m.staff_role_staff(),
  SHOWROOM: m.staff_role_showroom(),
} as const

const ROLE_HINTS = {
  OWNER: m.staff_role_owner_hint(),
  STAFF: m.staff_role_staff_hint(),
  SHOWROOM: m.staff_role_showroom_hint(),
} as const

interface RoleForm {
  role: (typeof STAFF_ROLES)[number]
  showroom_ids: number[]
}

/** The role, and for a showroom manager the showrooms they serve. */
export function RoleFields<T extends FieldValues, O extends FieldValues>({
  form,
  showrooms,
}: {
  form: UseFormReturn<T, unknown, O>
  showrooms: { id: number; name: string }[]
}) {
  const typed = form as unknown as UseFormReturn<RoleForm>
  const role = typed.watch('role')
  const chosen = typed.watch('showroom_ids')
  const { errors } = typed.formState
  return (
    <>
      <SelectField
        label={m.role()}
        hint={ROLE_HINTS[role]}
        error={errors.role}
        {...typed.register('role', {
          // Only a showroom manager names showrooms; the others serve them all.
          onChange: (event: { target: { value: string } }) => {
            if (event.target.value !== 'SHOWROOM') typed.setValue('showroom_ids', [])
          },
        })}
      >
        {STAFF_ROLES.map((value) => (
          <option key={value} value={value}>
            {ROLE_LABELS[value]}
          </option>
        ))}
      </SelectField>
      {role === 'SHOWROOM' && (
        <fieldset aria-describedby={errors.showroom_ids ? 'showrooms-error' : undefined}>
          <legend className="mb-2 text-sm font-medium">{m.nav_showrooms()}</legend>
          <div className="grid max-h-56 grid-cols-1 gap-1 overflow-y-auto rounded-md border border-line p-2 sm:grid-cols-2">
            {showrooms.map((showroom) => (
              <label
                key={showroom.id}
                className="flex items-center gap-2 rounded px-1 py-1 text-sm"
              >
                <input
                  type="checkbox"
                  checked={chosen.includes(showroom.id)}
                  onChange={(event) =>
                    typed.setValue(
                      'showroom_ids',
                      event.target.checked
                        ? [...chosen, showroom.id].sort((a, b) => a - b)
                        : chosen.filter((id) => id !== showroom.id),
                      { shouldDirty: true, shouldValidate: typed.formState.isSubmitted },
                    )
                  }
                />
                {showroom.name}
              </label>
            ))}
          </div>
          {errors.showroom_ids?.message && (
            <p id="showrooms-error" role="alert" className="mt-1 text-sm text-danger">
              {errors.showroom_ids.message}
            </p>
          )}
        </fieldset>
      )}
    </>
  )
}
