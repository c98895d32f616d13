import { PageHeading } from '@/components/ui/page-heading'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { useRequireMember } from '@/features/account/api/use-require-member'
import { NotificationsList } from '@/features/notifications/components/notifications-list'

export function Component() {
  useDocumentTitle('Notifications')
  const member = useRequireMember()
  return (
    <main id="main">
      <PageHeading
        title="Notifications"
        description={<span lang="id">notifikasi dan status terkini</span>}
      />
      <div className="container-page pb-20">
        {member ? <NotificationsList /> : <Spinner label="Loading.." />}
      </div>
    </main>
  )
}
