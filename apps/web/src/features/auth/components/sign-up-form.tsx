import { useState } from 'react'
import { useNavigate } from 'react-router'
import { MESSAGES } from '@store/contract/messages'
import { toast } from '@/lib/toast'
import { signUp } from '@/api/auth-calls'
import { startSession } from '@/lib/session'
import { GenderField } from '@/components/form/gender-field'
import { REDIRECT_DELAY_MS } from './sign-in-form'
import { TextField } from '@/components/form/text-field'
import { useFormSubmit } from '@/components/form/use-form-submit'
import * as m from '#messages'

export function SignUpForm() {
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const [gender, setGender] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [passwordConf, setPasswordConf] = useState('')
  const { busy, disabled, onSubmit } = useFormSubmit(
    async () => (await import('@store/contract/auth')).SignUpInputSchema,
    () => ({ name, gender, email, password, password_conf: passwordConf }),
    async (input) => {
      const answer = await signUp({ ...input, gender: input.gender as 'MALE' | 'FEMALE' })
      if (!answer) return
      startSession(answer.access_token)
      toast.success(MESSAGES.signedUp)
      setTimeout(() => void navigate('/', { replace: true }), REDIRECT_DELAY_MS)
    },
  )
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-7">
      <TextField
        id="sign-up-name"
        label={m.name()}
        autoComplete="name"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <GenderField name="sign-up-gender" value={gender} onChange={setGender} />
      <TextField
        id="sign-up-email"
        label={m.email()}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        id="sign-up-password"
        label={m.password()}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        id="sign-up-password-conf"
        label={m.confirm_password()}
        type="password"
        autoComplete="new-password"
        required
        value={passwordConf}
        onChange={(e) => setPasswordConf(e.target.value)}
      />
      <p className="-mt-3 text-sm text-muted">{m.at_least_8()}</p>
      <button
        type="submit"
        className="btn-primary justify-self-start"
        disabled={disabled}
        aria-busy={busy}
      >
        {m.create_account()}
      </button>
    </form>
  )
}
