import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { VisuallyHidden } from './visually-hidden'
import * as m from '#messages'

interface SmartLinkProps {
  href: string
  newTab?: boolean
  className?: string
  children: ReactNode
  'aria-label'?: string
}

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//')

/**
 * A link to a URL that content editors chose: in-app paths use the router,
 * anything else (or a flagged link) is a plain anchor, opened in a new tab
 * without handing the opener to the other site.
 */
export function SmartLink({
  href,
  newTab = false,
  className,
  children,
  'aria-label': ariaLabel,
}: SmartLinkProps) {
  if (isInternal(href) && !newTab) {
    return (
      <Link to={href} className={className} aria-label={ariaLabel}>
        {children}
      </Link>
    )
  }
  return (
    <a
      href={href}
      className={className}
      aria-label={ariaLabel ? `${ariaLabel} ${m.opens_new_tab()}` : undefined}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {children}
      {newTab && !ariaLabel && <VisuallyHidden> {m.opens_new_tab()}</VisuallyHidden>}
    </a>
  )
}
