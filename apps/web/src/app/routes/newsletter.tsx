import { PageHeading } from '@/components/ui/page-heading'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { NewsletterLinkPage } from '@/features/newsletter/components/newsletter-link-page'
import * as m from '#messages'
import * as w from '@store/contract/words'

export function Component() {
  useDocumentTitle(w.page_newsletter())
  return (
    <main id="main">
      <PageHeading kicker={m.newsletter_kicker()} title={w.page_newsletter()} />
      <div className="container-page mx-auto max-w-2xl pb-20">
        <NewsletterLinkPage />
      </div>
    </main>
  )
}
