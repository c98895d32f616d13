import { useEffect, useRef } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Spinner } from '@/components/ui/spinner'
import { notificationPagesQuery, useMarkAllRead } from '../api/notifications'
import { NotificationItem } from './notification-item'
import { localHref } from '@/i18n/locale'
import * as m from '#messages'
import * as w from '@store/contract/words'

/** /notifications: 20 at a time, more as the shopper scrolls, and 'Mark all as read'. */
export function NotificationsList() {
  const pages = useInfiniteQuery(notificationPagesQuery())
  const markAll = useMarkAllRead()
  const endRef = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages
  useEffect(() => {
    const end = endRef.current
    if (!end || !hasNextPage) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
    })
    observer.observe(end)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  if (!pages.data) return <Spinner label={w.loading()} />
  const items = pages.data.pages.flat()
  return (
    <div className="mx-auto max-w-2xl">
      <div className="flex justify-end">
        <a
          href={localHref('/notifications')}
          onClick={(event) => {
            event.preventDefault()
            markAll.mutate()
          }}
          className="text-xs font-semibold tracking-[0.16em] uppercase underline underline-offset-4"
        >
          {m.mark_all_read()}
        </a>
      </div>
      {items.length === 0 ? (
        <p className="mt-6 border border-line px-6 py-10 text-center text-[15px] text-muted">
          {m.notifications_empty()}
        </p>
      ) : (
        <ul className="mt-4 border border-line">
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} />
          ))}
        </ul>
      )}
      <div ref={endRef} className="py-6 text-center">
        {isFetchingNextPage && <Spinner label={w.loading()} />}
      </div>
    </div>
  )
}
