import { Link } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import * as m from '#messages'

/** When the home content cannot be loaded: say so, offer a retry and the catalogue. */
export function HomeError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      title={m.page_failed()}
      className="py-24"
      actions={
        <>
          <button type="button" className="btn-outline" onClick={onRetry}>
            {m.try_again()}
          </button>
          <Link to="/products" className="btn-primary">
            {m.shop_all_products()}
          </Link>
        </>
      }
    >
      {m.check_connection()}
    </EmptyState>
  )
}
