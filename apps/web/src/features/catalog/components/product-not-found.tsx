import { useEffect } from 'react'
import { Link } from 'react-router'
import { MESSAGES } from '@store/contract/messages'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { toast } from '@/lib/toast'
import * as m from '#messages'
import * as w from '@store/contract/words'

/**
 * Shown for an id the store cannot resolve, whether the link is malformed or
 * the API answers 404. Spec section 8 names the toast of a product that could
 * not be retrieved; the page under it explains and offers a way on.
 */
export function ProductNotFound() {
  useDocumentTitle(w.page_product_not_found())
  useEffect(() => toast.error(MESSAGES.failProduct), [])
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="text-xs tracking-[0.3em] text-muted uppercase">404</p>
      <h1 className="font-display text-3xl md:text-4xl">{m.product_not_found()}</h1>
      <p className="text-muted">{m.product_not_found_text()}</p>
      <Link to="/products" className="btn-primary mt-2">
        {m.continue_shopping()}
      </Link>
    </main>
  )
}
