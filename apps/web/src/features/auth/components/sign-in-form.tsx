import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { MESSAGES } from '@store/contract/messages'
import { toast } from '@/lib/toast'
import { signIn } from '@/api/auth-calls'
import { startSession } from '@/lib/session'
import { returnPath } from '@/lib/return-to'
import { LOCALE } from '@/i18n/locale'
import { languageSwitchHref, memberLanguage } from '@/i18n/language-choice'
import { TextField } from '@/components/form/text-field'
import { useFormSubmit } from '@/components/form/use-form-submit'
import * as m from '#messages'

/** Spec section 4: the user is redirected 1 second after signing in. */
export const REDIRECT_DELAY_MS = 1000

export function SignInForm() {
  const navigate = useNavigate()
  const { search } = useLocation()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { busy, disabled, onSubmit } = useFormSubmit(
    async () => (await import('@store/contract/auth')).SignInInputSchema,
    () => ({ email, password }),
    async (input) => {
      const answer = await signIn(input)
      if (!answer) return
      startSession(answer.access_token)
      toast.success(MESSAGES.signedIn)
      // The member reads the shop in the language on their profile, wherever they sign in.
      const language = await memberLanguage()
      const next = returnPath(search)
      setTimeout(() => {
        if (language && language !== LOCALE)
          window.location.assign(languageSwitchHref(language, next))
        else void navigate(next, { replace: true })
      }, REDIRECT_DELAY_MS)
    },
  )
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-7">
      <TextField
        id="sign-in-email"
        label={m.email()}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        id="sign-in-password"
        label={m.password()}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <button type="submit" className="btn-primary" disabled={disabled} aria-busy={busy}>
          {m.sign_in_button()}
        </button>
        <Link to="/forgot-password" className="text-sm underline underline-offset-4">
          {m.forgot_your_password()}
        </Link>
      </div>
    </form>
  )
}
