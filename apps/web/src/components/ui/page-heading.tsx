import type { ReactNode } from 'react'
import { useDocumentTitle } from './use-document-title'

interface PageHeadingProps {
  title: string
  kicker?: string
  description?: ReactNode
  /** The browser tab's title, when it should differ from the heading. */
  documentTitle?: string
  children?: ReactNode
}

/** The page's one <h1>, centred under a small letter-spaced kicker. */
export function PageHeading({
  title,
  kicker,
  description,
  documentTitle,
  children,
}: PageHeadingProps) {
  useDocumentTitle(documentTitle ?? title)
  return (
    <header className="container-page py-12 text-center md:py-16">
      {kicker && (
        <p className="mb-3 text-[11px] font-medium tracking-[0.3em] text-muted uppercase">
          {kicker}
        </p>
      )}
      <h1 className="font-display text-4xl font-medium tracking-tight md:text-5xl">{title}</h1>
      {description && (
        <div className="mx-auto mt-4 max-w-xl text-[15px] leading-relaxed text-muted">
          {description}
        </div>
      )}
      {children}
    </header>
  )
}
