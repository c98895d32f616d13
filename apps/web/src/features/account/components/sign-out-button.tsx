import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { signOut } from '@/api/auth-calls'
import { useQueryClient } from '@tanstack/react-query'
import * as m from '#messages'

/** Spec section 2: Sign Out asks to confirm, clears local storage and goes to /sign-in. */
export function SignOutButton() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  const confirm = async () => {
    setAsking(false)
    await signOut()
    queryClient.removeQueries({ queryKey: ['user'] })
    void navigate('/sign-in', { replace: true })
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="block py-2.5 text-left text-sm whitespace-nowrap text-muted transition hover:text-ink"
      >
        {m.sign_out()}
      </button>
      {asking && (
        <ConfirmDialog
          question={m.sign_out_confirm()}
          confirmLabel={m.sign_out()}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  )
}
