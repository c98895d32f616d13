import { Link } from 'react-router'
import { BellIcon } from '@/components/ui/icons'
import { NoticePage } from '@/features/content/components/notice-page'
import { useAppState } from '@/stores/app-state'

export function Component() {
  const isSignedIn = useAppState((state) => state.isSignedIn)
  return (
    <NoticePage
      title="Notifications"
      description={<span lang="id">notifikasi dan status terkini</span>}
      notice={
        isSignedIn
          ? {
              title: 'Notifications open soon',
              icon: BellIcon,
              text: 'Order updates and news from KAINARA will be listed here.',
              actions: (
                <Link to="/products" className="btn-primary">
                  Continue Shopping
                </Link>
              ),
            }
          : {
              title: 'Sign in to see your notifications',
              icon: BellIcon,
              text: 'Notifications about your orders are kept for members.',
              actions: (
                <Link to="/sign-in" className="btn-primary">
                  Sign In
                </Link>
              ),
            }
      }
    />
  )
}
