import { Link } from 'react-router'
import { useDocumentTitle } from '@/components/ui/use-document-title'

export function ProductNotFound() {
  useDocumentTitle('Product Not Found')
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="text-xs tracking-[0.3em] text-muted uppercase">404</p>
      <h1 className="font-display text-3xl md:text-4xl">Product not found</h1>
      <p className="text-muted">
        This piece may have sold out for good or the link may be mistyped.
      </p>
      <Link to="/products" className="btn-primary mt-2">
        Continue Shopping
      </Link>
    </main>
  )
}
