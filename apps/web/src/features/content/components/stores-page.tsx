import { Link } from 'react-router'
import { ArrowRightIcon, StoreIcon, TruckIcon } from '@/components/ui/icons'
import type { IconComponent } from '@/components/ui/icons'
import { PageHeading } from '@/components/ui/page-heading'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { ShowroomRegions } from './showroom-regions'
import * as m from '#messages'

/** The store locator banner the catalogue seed renders; a real photo can replace the file. */
const STORES_BANNER = { src: '/media/banners/stores.svg', width: 1600, height: 500 }

const GUIDES: { to: string; title: string; text: string; icon: IconComponent }[] = [
  {
    to: '/stores/online-delivery',
    title: m.online_delivery(),
    text: m.online_delivery_guide_text(),
    icon: TruckIcon,
  },
  {
    to: '/stores/pickup-on-store',
    title: m.pickup_on_store(),
    text: m.pickup_guide_text(),
    icon: StoreIcon,
  },
]

/** /stores: banner, intro, the two how-to guides and every showroom by region. */
export function StoresPage() {
  return (
    <main id="main">
      <ResponsiveImage
        sizes="100vw"
        {...STORES_BANNER}
        alt=""
        priority
        className="block aspect-[16/5] max-h-[420px] w-full bg-sand object-cover max-md:aspect-[2/1]"
      />
      <PageHeading
        kicker={m.visit_us()}
        title={m.our_stores()}
        description={m.stores_intro({ hours: m.store_hours_value() })}
      />
      <div className="container-page">
        <ul className="mx-auto mb-16 grid max-w-3xl gap-4 sm:grid-cols-2">
          {GUIDES.map(({ to, title, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex items-center gap-4 border border-line p-5 transition hover:border-ink"
              >
                <Icon width={28} height={28} strokeWidth={1.25} className="shrink-0 text-clay" />
                <span className="flex-1">
                  <span className="block text-xs font-semibold tracking-[0.18em] uppercase">
                    {title}
                  </span>
                  <span className="mt-1 block text-sm text-muted">{text}</span>
                </span>
                <ArrowRightIcon className="transition group-hover:translate-x-1" />
              </Link>
            </li>
          ))}
        </ul>
        <ShowroomRegions />
      </div>
    </main>
  )
}
