import { useRef, useState } from 'react'
import type { ChangeEvent } from 'react'
import { useAdoptTypedValue } from '@/components/ui/use-adopt-typed-value'
import { useHydrated } from '@/components/ui/use-hydrated'
import { firstProblem } from '@/lib/first-problem'
import { handleApiError, request } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import * as m from '#messages'

/** The home page box: an e-mail gets a confirmation link first (double opt-in, decision 017). */
export function NewsletterSignupForm() {
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const input = useRef<HTMLInputElement>(null)
  const onEmailChange = (event: ChangeEvent<HTMLInputElement>) => setEmail(event.target.value)
  useAdoptTypedValue(input, email, onEmailChange)
  const [note, setNote] = useState(m.newsletter_note())
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (busy) return
    const problem = await firstProblem(
      async () => (await import('@store/contract/newsletter')).NewsletterSignupInputSchema,
      { email },
    )
    if (problem) return toast.error(problem)
    setBusy(true)
    const result = await request('subscribeNewsletterEmail', { email })
    setBusy(false)
    if (!result.ok) return handleApiError(result)
    const message = (result.data as { message: string }).message
    toast.success(message)
    setNote(message)
    setEmail('')
  }
  return (
    <form noValidate className="mt-8 max-w-md" onSubmit={(event) => void submit(event)}>
      <label
        htmlFor="newsletter-email"
        className="text-[11px] font-semibold tracking-[0.25em] uppercase"
      >
        {m.email_address_lower()}
      </label>
      <div className="mt-2 flex border-b border-ink">
        <input
          ref={input}
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={m.email_placeholder()}
          aria-describedby="newsletter-note"
          value={email}
          onChange={onEmailChange}
          className="min-w-0 flex-1 bg-transparent py-3 text-[15px] placeholder:text-muted focus-visible:outline-offset-4"
        />
        <button
          type="submit"
          disabled={busy || !hydrated}
          aria-busy={busy}
          className="min-h-11 px-2 text-xs font-semibold tracking-[0.2em] uppercase disabled:text-muted"
        >
          {m.subscribe()}
        </button>
      </div>
      <p id="newsletter-note" aria-live="polite" className="mt-3 text-sm text-muted">
        {note}
      </p>
    </form>
  )
}
