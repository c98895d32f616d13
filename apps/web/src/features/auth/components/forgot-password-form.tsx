import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from '@/lib/toast'
import { forgotPassword } from '@/api/auth-calls'
import { TextField } from '@/components/form/text-field'
import { useFormSubmit } from '@/components/form/use-form-submit'
import * as m from '#messages'

/** Spec section 2: an e-mail field, 'Send New Password' and 'Back to Sign In'. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('')
  const { busy, disabled, onSubmit } = useFormSubmit(
    async () => (await import('@store/contract/auth')).ForgotPasswordInputSchema,
    () => ({ email }),
    async (input) => {
      const answer = await forgotPassword(input)
      if (!answer) return
      toast.success(answer.message)
      // Spec section 4: the field is cleared after a successful request.
      setEmail('')
    },
  )
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-7">
      <p className="text-[15px] leading-relaxed text-muted">{m.forgot_password_intro()}</p>
      <TextField
        id="forgot-email"
        label={m.email()}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <button type="submit" className="btn-primary" disabled={disabled} aria-busy={busy}>
          {m.send_new_password()}
        </button>
        <Link to="/sign-in" className="text-sm underline underline-offset-4">
          {m.back_to_sign_in()}
        </Link>
      </div>
    </form>
  )
}
