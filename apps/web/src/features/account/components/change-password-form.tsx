import { useState } from 'react'
import { TextField } from '@/components/form/text-field'
import { useFormSubmit } from '@/components/form/use-form-submit'
import { useAccountMutation } from '@/api/account-calls'
import * as m from '#messages'

export function ChangePasswordForm() {
  const [oldPassword, setOldPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const change = useAccountMutation('changePassword', [])
  const { busy, disabled, onSubmit } = useFormSubmit(
    async () => (await import('@store/contract/user')).ChangePasswordInputSchema,
    () => ({
      old_password: oldPassword,
      new_password: newPassword,
      new_password_conf: confirmation,
    }),
    async (input) => {
      const done = await change
        .mutateAsync(input)
        .then(() => true)
        .catch(() => false)
      if (!done) return
      setOldPassword('')
      setNewPassword('')
      setConfirmation('')
    },
  )
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-lg gap-7">
      <TextField
        id="old-password"
        label={m.old_password()}
        type="password"
        autoComplete="current-password"
        required
        value={oldPassword}
        onChange={(e) => setOldPassword(e.target.value)}
      />
      <TextField
        id="new-password"
        label={m.new_password()}
        type="password"
        autoComplete="new-password"
        required
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      <TextField
        id="new-password-conf"
        label={m.confirm_new_password()}
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
      />
      <p className="-mt-3 text-sm text-muted">{m.change_password_hint()}</p>
      <button
        type="submit"
        className="btn-primary justify-self-start"
        disabled={disabled}
        aria-busy={busy}
      >
        {m.change_password()}
      </button>
    </form>
  )
}
