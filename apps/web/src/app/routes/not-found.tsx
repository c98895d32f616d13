import { Link } from 'react-router'
import { useDocumentTitle } from '@/components/ui/use-document-title'

export function Component() {
  useDocumentTitle('Page Not Found')
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <p className="text-xs tracking-[0.3em] text-muted uppercase">404</p>
      <h1 className="font-display text-4xl font-medium">This page does not exist</h1>
      <p className="text-muted">The link may be old, or the page may have moved.</p>
      <Link to="/products" className="btn-primary mt-4">
        Continue shopping
      </Link>
    </main>
  )
}
