import { Link } from 'react-router'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import * as m from '#messages'
import * as w from '@store/contract/words'

export function Component() {
  useDocumentTitle(w.page_not_found())
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <p className="text-xs tracking-[0.3em] text-muted uppercase">404</p>
      <h1 className="font-display text-4xl font-medium">{m.page_does_not_exist()}</h1>
      <p className="text-muted">{m.page_may_have_moved()}</p>
      <Link to="/products" className="btn-primary mt-4">
        {m.continue_shopping_lower()}
      </Link>
    </main>
  )
}
