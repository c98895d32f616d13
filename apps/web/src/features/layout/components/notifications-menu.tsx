import { Suspense, useRef, useState } from 'react'
import { Link } from 'react-router'
import { BellIcon } from '@/components/ui/icons'
import { useDismiss } from '@/components/ui/use-dismiss'
import { useAppState } from '@/stores/app-state'
import { ICON_BUTTON } from './header-styles'
import { NotificationsDropdown, loadNotificationsDropdown } from './lazy-overlays'

const DROPDOWN_ID = 'notifications-dropdown'

/** Spec section 6: notifications are for members; a guest's bell leads to sign-in. */
export function NotificationsMenu() {
  const isSignedIn = useAppState((state) => state.isSignedIn)
  const [open, setOpen] = useState(false)
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  useDismiss(containerRef, open, () => setOpen(false), buttonRef)

  if (!isSignedIn) {
    return (
      <Link to="/sign-in" aria-label="Notifications: sign in to see yours" className={ICON_BUTTON}>
        <BellIcon />
      </Link>
    )
  }
  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={open ? DROPDOWN_ID : undefined}
        onPointerEnter={() => void loadNotificationsDropdown()}
        onClick={() => setOpen(!open)}
        className={ICON_BUTTON}
      >
        <BellIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsDropdown id={DROPDOWN_ID} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  )
}
