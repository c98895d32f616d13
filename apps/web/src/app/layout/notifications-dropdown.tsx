import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { latestNotificationsQuery } from '@/features/notifications/api/notifications'
import { NotificationItem } from '@/features/notifications/components/notification-item'
import * as m from '#messages'
import * as w from '@store/contract/words'

/** The member's latest 5 notifications (spec sections 2 and 9). */
export function NotificationsDropdown({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, isError } = useQuery(latestNotificationsQuery())
  return (
    <div
      id={id}
      className="absolute top-full right-0 z-40 mt-2 w-80 border border-line bg-[#fffdf9] text-left shadow-[0_20px_40px_-20px_rgb(31_27_22/0.3)]"
    >
      <div className="border-b border-line px-5 py-4">
        <h2 className="text-xs font-semibold tracking-[0.2em] uppercase">{m.notifications()}</h2>
        <p lang="id" className="mt-1 text-xs text-muted">
          {m.notifications_subtitle()}
        </p>
      </div>
      {isError ? (
        <p className="px-5 py-6 text-sm text-muted">{m.notifications_failed()}</p>
      ) : !data ? (
        <div className="px-5 py-6">
          <Spinner label={w.loading()} />
        </div>
      ) : data.length === 0 ? (
        <p className="px-5 py-6 text-sm text-muted">{m.notifications_empty()}</p>
      ) : (
        <ul className="max-h-[60vh] overflow-y-auto">
          {data.map((item) => (
            <NotificationItem key={item.id} item={item} onOpen={onClose} />
          ))}
        </ul>
      )}
      <Link
        to="/notifications"
        onClick={onClose}
        className="block border-t border-line px-5 py-3.5 text-center text-xs font-semibold tracking-[0.18em] uppercase hover:bg-cream"
      >
        {m.see_all_notifications()}
      </Link>
    </div>
  )
}
