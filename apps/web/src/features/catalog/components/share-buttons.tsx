import { useSyncExternalStore } from 'react'
import { toast } from '@/lib/toast'
import { shareLinks } from '../utils/share-links'

export function ShareButtons({ title }: { title: string }) {
  const url = usePageUrl()
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => toast.success('Link copied.'),
      () => toast.error('The link could not be copied, please copy it from the address bar.'),
    )
  const linkClass = 'inline-flex min-h-11 items-center text-sm underline-offset-4 hover:underline'
  return (
    <div className="flex flex-wrap items-center gap-x-5">
      <span className="text-xs font-semibold tracking-[0.2em] uppercase">Share</span>
      {shareLinks(url, title).map((link) => (
        <a
          key={link.label}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
        >
          {link.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ))}
      <button type="button" onClick={() => void copy()} className={linkClass}>
        Copy link
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
