import { Link } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { UserIcon } from '@/components/ui/icons'

/** A menu entry whose part of the account is not built yet. */
export function SectionOpensSoon({ label }: { label: string }) {
  return (
    <div className="border border-line bg-cream/60">
      <EmptyState
        title={`${label} opens soon`}
        icon={UserIcon}
        actions={
          <Link to="/products" className="btn-primary">
            Continue Shopping
          </Link>
        }
      >
        This part of your account arrives with our next release.
      </EmptyState>
    </div>
  )
}
