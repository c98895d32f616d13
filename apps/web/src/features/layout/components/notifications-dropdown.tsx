import { Link } from 'react-router'

/**
 * The member's notifications dropdown. The latest 5 notifications and the
 * unread dot come with the notifications API; until then it says so.
 */
export function NotificationsDropdown({ id, onClose }: { id: string; onClose: () => void }) {
  return (
    <div
      id={id}
      className="absolute top-full right-0 z-40 mt-2 w-80 border border-line bg-[#fffdf9] text-left shadow-[0_20px_40px_-20px_rgb(31_27_22/0.3)]"
    >
      <div className="border-b border-line px-5 py-4">
        <h2 className="text-xs font-semibold tracking-[0.2em] uppercase">Notifications</h2>
        <p lang="id" className="mt-1 text-xs text-muted">
          notifikasi dan status terkini
        </p>
      </div>
      <p className="px-5 py-6 text-sm leading-relaxed text-muted">
        Order updates and news will appear here as soon as notifications open for members.
      </p>
      <Link
        to="/notifications"
        onClick={onClose}
        className="block border-t border-line px-5 py-3.5 text-center text-xs font-semibold tracking-[0.18em] uppercase hover:bg-cream"
      >
        See All Notifications
      </Link>
    </div>
  )
}
