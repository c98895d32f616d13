import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { MESSAGES } from '@store/contract/messages'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useHydrated } from '@/components/ui/use-hydrated'
import { TextField } from '@/components/form/text-field'
import { firstProblem } from '@/lib/first-problem'
import { endSession } from '@/lib/session'
import { handleApiError, request } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import * as m from '#messages'

/** Spec section 4: the home page follows 3 seconds after the account is deleted. */
const REDIRECT_AFTER_DELETE_MS = 3000

/** E-mail and password, then the spec's confirmation; the account is gone for good. */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()

  const check = async (event: React.FormEvent) => {
    event.preventDefault()
    const problem = await firstProblem(
      async () => (await import('@store/contract/auth')).DeleteAccountInputSchema,
      { email, password },
    )
    if (problem) toast.error(problem)
    else setAsking(true)
  }
  const remove = async () => {
    setAsking(false)
    if (busy) return
    setBusy(true)
    const result = await request('deleteAccount', { email, password })
    setBusy(false)
    if (!result.ok) return handleApiError(result)
    onDeleted()
    endSession()
    queryClient.clear()
    toast.success(MESSAGES.accountDeleted)
    setTimeout(() => void navigate('/', { replace: true }), REDIRECT_AFTER_DELETE_MS)
  }

  return (
    <form noValidate onSubmit={(event) => void check(event)} className="grid max-w-lg gap-7">
      <TextField
        id="delete-email"
        label={m.email()}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        id="delete-password"
        label={m.password()}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button
        type="submit"
        className="btn-primary justify-self-start bg-sale hover:bg-sale/90"
        disabled={busy || !hydrated}
        aria-busy={busy}
      >
        {m.delete_my_account()}
      </button>
      {asking && (
        <ConfirmDialog
          question={MESSAGES.deleteAccountConfirm}
          confirmLabel={m.delete_action()}
          onConfirm={() => void remove()}
          onCancel={() => setAsking(false)}
        />
      )}
    </form>
  )
}
