import { Link } from 'react-router'
import { TruckIcon } from '@/components/ui/icons'
import { NoticePage } from '@/features/content/components/notice-page'

export function Component() {
  return (
    <NoticePage
      title="Checkout"
      notice={{
        title: 'Online checkout opens soon',
        icon: TruckIcon,
        text: 'Soon you will check out here with Online Delivery to your door or Pickup on Store at a KAINARA showroom. Until then, our stores are happy to help.',
        actions: (
          <>
            <Link to="/stores" className="btn-outline">
              Find a Store
            </Link>
            <Link to="/products" className="btn-primary">
              Continue Shopping
            </Link>
          </>
        ),
      }}
    />
  )
}
