import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { request } from '@/lib/api-client'
import * as m from '#messages'
import * as w from '@store/contract/words'

type Outcome = { ok: boolean; message: string } | null

/**
 * Opens a newsletter mail's link: posts its token once (a reload or a second
 * click is harmless on the server) and says what happened.
 */
export function NewsletterLinkPage() {
  const { pathname, search } = useLocation()
  const confirming = pathname.startsWith('/newsletter/confirm')
  const [outcome, setOutcome] = useState<Outcome>(null)
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    const token = new URLSearchParams(search).get('token') ?? ''
    void request(confirming ? 'confirmNewsletterEmail' : 'unsubscribeNewsletterEmail', {
      token,
    }).then((result) => {
      const data = result.data as { message?: string; error?: { message: string } }
      setOutcome({
        ok: result.ok,
        message: data.message ?? data.error?.message ?? m.please_try_again(),
      })
    })
  }, [confirming, search])
  if (!outcome) return <Spinner label={w.loading()} />
  return (
    <div className="border border-line bg-cream/60">
      <EmptyState
        title={outcome.ok ? (confirming ? m.subscribed() : m.unsubscribed()) : m.link_not_valid()}
        actions={
          <Link to="/products" className="btn-primary">
            {m.continue_shopping()}
          </Link>
        }
      >
        <span role="status">{outcome.message}</span>
      </EmptyState>
    </div>
  )
}
