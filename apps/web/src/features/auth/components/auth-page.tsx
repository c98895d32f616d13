import type { ReactNode } from 'react'
import { PageHeading } from '@/components/ui/page-heading'
import { useDocumentTitle } from '@/components/ui/use-document-title'

interface AuthPageProps {
  title: string
  kicker: string
  children: ReactNode
  aside: ReactNode
}

/** Sign in, sign up and forgot password: the form beside a quieter panel. */
export function AuthPage({ title, kicker, children, aside }: AuthPageProps) {
  useDocumentTitle(title)
  return (
    <main id="main">
      <PageHeading kicker={kicker} title={title} />
      <div className="container-page mx-auto grid max-w-5xl gap-6 pb-20 md:grid-cols-2">
        <section aria-label={title} className="border border-line bg-cream/60 px-6 py-10 md:px-10">
          {children}
        </section>
        {aside}
      </div>
    </main>
  )
}
