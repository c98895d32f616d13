import { Link } from 'react-router'
import { MESSAGES } from '@store/contract/messages'
import { EmptyState } from '@/components/ui/empty-state'
import { BagIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import * as m from '#messages'

interface AvailabilityStateProps {
  error: unknown
  onRetry: () => void
}

/** Spec sections 4 and 8: the availability check while it runs, and its failure with Retry. */
export function AvailabilityState({ error, onRetry }: AvailabilityStateProps) {
  if (!error) return <Spinner label={MESSAGES.checkingAvailability} className="py-10" />
  const reason = error instanceof ApiError ? error.message : null
  if (reason === MESSAGES.cartEmpty) {
    return (
      <EmptyState
        title={MESSAGES.cartEmpty}
        icon={BagIcon}
        actions={
          <Link to="/products" className="btn-primary">
            {m.continue_shopping()}
          </Link>
        }
      >
        {m.nothing_to_check_out()}
      </EmptyState>
    )
  }
  return (
    <div role="alert" className="border border-line bg-cream/60 px-6 py-8 text-center">
      <p className="font-medium">{MESSAGES.failAvailability}</p>
      {reason && <p className="mt-2 text-sm text-muted">{reason}</p>}
      <button type="button" className="btn-primary mt-5" onClick={onRetry}>
        {m.retry()}
      </button>
    </div>
  )
}
