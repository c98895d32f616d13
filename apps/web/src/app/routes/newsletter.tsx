import { PageHeading } from '@/components/ui/page-heading'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { NewsletterLinkPage } from '@/features/newsletter/components/newsletter-link-page'

export function Component() {
  useDocumentTitle('Newsletter')
  return (
    <main id="main">
      <PageHeading kicker="Letters from KAINARA" title="Newsletter" />
      <div className="container-page mx-auto max-w-2xl pb-20">
        <NewsletterLinkPage />
      </div>
    </main>
  )
}
