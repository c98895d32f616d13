import { Link } from 'react-router'
import type { Notification } from '@store/contract/notifications'
import { LOCALE } from '@/i18n/locale'
import * as m from '#messages'
import { formatRelativeTime } from '@store/contract/format/relative-time'
import { parseWibText } from '@store/contract/format/wib-text'

/** Title, body, relative time and, where it leads somewhere, a link (spec section 2). */
export function NotificationItem({ item, onOpen }: { item: Notification; onOpen?: () => void }) {
  const body = (
    <>
      <span className="flex items-start gap-2.5">
        {!item.is_read && (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-clay" aria-hidden="true" />
        )}
        <span className="min-w-0">
          <span className="block text-sm font-semibold">
            {item.title}
            {!item.is_read && <span className="sr-only"> {m.unread()}</span>}
          </span>
          <span className="mt-1 block text-sm leading-relaxed text-muted">{item.body}</span>
          <time
            dateTime={parseWibText(item.created_at)?.toISOString()}
            className="mt-1.5 block text-xs text-muted"
          >
            {formatRelativeTime(item.created_at, new Date(), LOCALE)}
          </time>
        </span>
      </span>
    </>
  )
  return (
    <li className="border-b border-line last:border-b-0">
      {item.href ? (
        <Link to={item.href} onClick={onOpen} className="block px-5 py-4 transition hover:bg-cream">
          {body}
        </Link>
      ) : (
        <div className="px-5 py-4">{body}</div>
      )}
    </li>
  )
}
