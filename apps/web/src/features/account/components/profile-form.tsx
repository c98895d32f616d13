import { useState } from 'react'
import type { Gender } from '@store/contract/auth'
import type { Profile } from '@store/contract/user'
import { GenderField } from '@/components/form/gender-field'
import { TextField } from '@/components/form/text-field'
import { useFormSubmit } from '@/components/form/use-form-submit'
import { useAccountMutation } from '@/api/account-calls'
import * as m from '#messages'

/** Name, gender and e-mail, with the section 5 texts. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const [name, setName] = useState(profile.name)
  const [gender, setGender] = useState<string>(profile.gender)
  const [email, setEmail] = useState(profile.email)
  const save = useAccountMutation('updateProfile', [['user', 'profile']])
  const { busy, disabled, onSubmit } = useFormSubmit(
    async () => (await import('@store/contract/user')).ProfileInputSchema,
    () => ({ name, gender, email }),
    async (input) => {
      // The check above let through only the two genders.
      await save.mutateAsync({ ...input, gender: input.gender as Gender }).catch(() => undefined)
    },
  )
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-lg gap-7">
      <TextField
        id="profile-name"
        label={m.name()}
        autoComplete="name"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <GenderField name="profile-gender" value={gender} onChange={setGender} />
      <TextField
        id="profile-email"
        label={m.email()}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button
        type="submit"
        className="btn-primary justify-self-start"
        disabled={disabled}
        aria-busy={busy}
      >
        {m.save_changes()}
      </button>
    </form>
  )
}
