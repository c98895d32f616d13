import { Link } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'

/** When the home content cannot be loaded: say so, offer a retry and the catalogue. */
export function HomeError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      title="This page could not be loaded"
      className="py-24"
      actions={
        <>
          <button type="button" className="btn-outline" onClick={onRetry}>
            Try again
          </button>
          <Link to="/products" className="btn-primary">
            Shop all products
          </Link>
        </>
      }
    >
      Please check your connection and try again.
    </EmptyState>
  )
}
