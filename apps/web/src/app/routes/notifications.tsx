import { PageHeading } from '@/components/ui/page-heading'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { useRequireMember } from '@/features/account/api/use-require-member'
import { NotificationsList } from '@/features/notifications/components/notifications-list'
import * as m from '#messages'
import * as w from '@store/contract/words'

export function Component() {
  useDocumentTitle(w.page_notifications())
  const member = useRequireMember()
  return (
    <main id="main">
      <PageHeading
        title={w.page_notifications()}
        description={<span lang="id">{m.notifications_subtitle()}</span>}
      />
      <div className="container-page pb-20">
        {member ? <NotificationsList /> : <Spinner label={w.loading()} />}
      </div>
    </main>
  )
}
