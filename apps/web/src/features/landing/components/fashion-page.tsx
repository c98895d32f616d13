import { Link } from 'react-router'
import { CATEGORY_IDS, KIDS_GROUP_ID } from '@store/contract/constants'
import { ArrowRightIcon } from '@/components/ui/icons'
import { PageHeading } from '@/components/ui/page-heading'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { useHomePage } from '@/api/get-home-page'
import { MEDIA_SIZES } from '@/lib/media-sizes'
import * as m from '#messages'
import * as w from '@store/contract/words'

const MORE = [
  { label: m.nav_accessories(), to: `/products?category_id=${CATEGORY_IDS.ACCESSORIES}` },
  { label: m.nav_kids(), to: `/products?group_id=${KIDS_GROUP_ID}` },
  { label: m.nav_sale(), to: '/products?sale=1' },
  { label: m.nav_all_products(), to: '/products' },
]

/** /fashion: the route exists in the spec without content, so it gathers the store's edits. */
export function FashionPage() {
  const { data } = useHomePage()
  const landings = data?.home_data.landings ?? []
  return (
    <main id="main">
      <PageHeading
        kicker={m.collections()}
        title={w.page_fashion()}
        description={m.fashion_intro()}
      />
      <div className="container-page">
        <ul className="grid gap-6 md:grid-cols-2">
          {(['women', 'men'] as const).map((slug) => {
            const landing = landings.find((candidate) => candidate.slug === slug)
            const label = slug === 'men' ? m.mens_edit() : m.womens_edit()
            return (
              <li key={slug}>
                <Link to={`/shop/${slug}`} className="group block">
                  <span className="block overflow-hidden bg-sand">
                    {landing && (
                      <ResponsiveImage
                        sizes="(min-width: 768px) 50vw, 100vw"
                        src={landing.hero_image_url_mobile}
                        alt=""
                        {...MEDIA_SIZES.bannerMobile}
                        className="aspect-[4/5] w-full object-cover transition duration-700 group-hover:scale-[1.02]"
                      />
                    )}
                  </span>
                  <span className="mt-4 flex items-center justify-between">
                    <span className="font-display text-2xl font-medium">{label}</span>
                    <ArrowRightIcon className="transition group-hover:translate-x-1" />
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
        <ul className="mt-14 flex flex-wrap justify-center gap-3">
          {MORE.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="btn-outline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </main>
  )
}
