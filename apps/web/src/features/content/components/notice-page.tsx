import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import type { IconComponent } from '@/components/ui/icons'
import { PageHeading } from '@/components/ui/page-heading'

interface NoticePageProps {
  title: string
  kicker?: string
  description?: ReactNode
  notice: { title: string; icon?: IconComponent; text: ReactNode; actions?: ReactNode }
  /** A second panel beside the notice, such as 'New Customer'. */
  aside?: ReactNode
}

/**
 * A page whose capability is not open yet: its proper title, then a plain
 * statement of what the shopper can do instead.
 */
export function NoticePage({ title, kicker, description, notice, aside }: NoticePageProps) {
  return (
    <main id="main">
      <PageHeading title={title} kicker={kicker} description={description} />
      <div
        className={`container-page grid gap-6 ${aside ? 'mx-auto max-w-5xl md:grid-cols-2' : 'max-w-3xl'}`}
      >
        <div className="border border-line bg-cream/60">
          <EmptyState title={notice.title} icon={notice.icon} actions={notice.actions}>
            {notice.text}
          </EmptyState>
        </div>
        {aside}
      </div>
    </main>
  )
}
