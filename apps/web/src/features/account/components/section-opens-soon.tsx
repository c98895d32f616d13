import { Link } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { UserIcon } from '@/components/ui/icons'
import * as m from '#messages'

/** A menu entry whose part of the account is not built yet. */
export function SectionOpensSoon({ label }: { label: string }) {
  return (
    <div className="border border-line bg-cream/60">
      <EmptyState
        title={m.opens_soon({ label })}
        icon={UserIcon}
        actions={
          <Link to="/products" className="btn-primary">
            {m.continue_shopping()}
          </Link>
        }
      >
        {m.opens_soon_text()}
      </EmptyState>
    </div>
  )
}
