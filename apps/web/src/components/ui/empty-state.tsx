import type { ReactNode } from 'react'
import type { IconComponent } from './icons'

interface EmptyStateProps {
  title: string
  icon?: IconComponent
  children?: ReactNode
  actions?: ReactNode
  headingLevel?: 'h1' | 'h2' | 'h3'
  className?: string
}

/** What a page shows when there is nothing (yet) to list: a plain statement and a way on. */
export function EmptyState({
  title,
  icon: Icon,
  children,
  actions,
  headingLevel: Heading = 'h2',
  className = '',
}: EmptyStateProps) {
  return (
    <div
      className={`mx-auto flex max-w-md flex-col items-center px-4 py-12 text-center ${className}`}
    >
      {Icon && (
        <span className="mb-5 grid size-16 place-items-center rounded-full bg-sand text-ink">
          <Icon width={26} height={26} />
        </span>
      )}
      <Heading className="font-display text-2xl font-medium">{title}</Heading>
      {children && <div className="mt-3 text-[15px] leading-relaxed text-muted">{children}</div>}
      {actions && (
        <div className="mt-7 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row">
          {actions}
        </div>
      )}
    </div>
  )
}
