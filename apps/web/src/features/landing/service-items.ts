import { ClockIcon, StoreIcon, TagIcon } from '@/components/ui/icons'
import type { ServiceBlurb } from '@/components/ui/service-blurbs'

/** The category landing's three promises (spec section 2). */
export const LANDING_SERVICES: readonly ServiceBlurb[] = [
  {
    icon: StoreIcon,
    title: 'Store Pickup',
    text: 'Collect your order from a KAINARA showroom near you.',
  },
  {
    icon: ClockIcon,
    title: '1x24 Hour Process',
    text: 'Orders are processed fast, within 1x24 hours.',
  },
  {
    icon: TagIcon,
    title: 'Seasonal Promo',
    text: 'New offers every season, up to 40% off.',
  },
]
