import { Suspense, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { BellIcon } from '@/components/ui/icons'
import { useDismiss } from '@/components/ui/use-dismiss'
import { unreadCountQuery } from '@/features/notifications/api/unread-count'
import { useAppState } from '@/stores/app-state'
import { ICON_BUTTON } from './header-styles'
import { NotificationsDropdown, loadNotificationsDropdown } from './lazy-overlays'
import * as m from '#messages'

const DROPDOWN_ID = 'notifications-dropdown'

/** Spec section 6: notifications are for members; a guest's bell leads to sign-in. */
export function NotificationsMenu() {
  const isSignedIn = useAppState((state) => state.isSignedIn)
  const [open, setOpen] = useState(false)
  // Fetched only when signed in (spec section 6); the dot shows above 0 (spec section 2).
  const unread = useQuery(unreadCountQuery(isSignedIn)).data ?? 0
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  useDismiss(containerRef, open, () => setOpen(false), buttonRef)

  if (!isSignedIn) {
    return (
      <Link to="/sign-in" aria-label={m.notifications_sign_in()} className={ICON_BUTTON}>
        <BellIcon />
      </Link>
    )
  }
  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={unread > 0 ? m.notifications_unread({ count: unread }) : m.notifications()}
        aria-expanded={open}
        aria-controls={open ? DROPDOWN_ID : undefined}
        onPointerEnter={() => void loadNotificationsDropdown()}
        onClick={() => setOpen(!open)}
        className={`${ICON_BUTTON} relative`}
      >
        <BellIcon />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-2.5 right-2.5 size-2 rounded-full bg-clay"
          />
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsDropdown id={DROPDOWN_ID} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  )
}
