import { useSyncExternalStore } from 'react'
import { toast } from '@/lib/toast'
import { shareLinks } from '../utils/share-links'
import * as m from '#messages'

export function ShareButtons({ title }: { title: string }) {
  const url = usePageUrl()
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => toast.success(m.link_copied()),
      () => toast.error(m.link_not_copied()),
    )
  const linkClass = 'inline-flex min-h-11 items-center text-sm underline-offset-4 hover:underline'
  return (
    <div className="flex flex-wrap items-center gap-x-5">
      <span className="text-xs font-semibold tracking-[0.2em] uppercase">{m.share()}</span>
      {shareLinks(url, title).map((link) => (
        <a
          key={link.label}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
        >
          {link.label}
          <span className="sr-only"> {m.opens_new_tab()}</span>
        </a>
      ))}
      <button type="button" onClick={() => void copy()} className={linkClass}>
        {m.copy_link()}
      </button>
    </div>
  )
}

const noSubscription = () => () => {}

/** The page's address without its fragment; the server, which cannot know it, renders it empty. */
function usePageUrl() {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.href.split('#')[0] ?? window.location.href,
    () => '',
  )
}
