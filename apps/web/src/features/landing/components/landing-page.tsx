import { Link } from 'react-router'
import { CATEGORY_IDS } from '@store/contract/constants'
import { EmptyState } from '@/components/ui/empty-state'
import { PageLoader } from '@/components/ui/page-loader'
import { ServiceBlurbs } from '@/components/ui/service-blurbs'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { useHomePage } from '@/api/get-home-page'
import { LANDING_SERVICES } from '../service-items'
import { LandingFooter } from './landing-footer'
import { LandingHashtag } from './landing-hashtag'
import { LandingHero } from './landing-hero'
import { LandingPromoRows } from './landing-promo-rows'
import { LandingTopBar } from './landing-top-bar'
import * as m from '#messages'

/** A category landing (/shop/:category), outside the store layout. */
export function LandingPage({ slug }: { slug: 'men' | 'women' }) {
  const { data, isError, refetch } = useHomePage()
  const label = slug === 'men' ? m.nav_men() : m.nav_women()
  const categoryId = slug === 'men' ? CATEGORY_IDS.MEN : CATEGORY_IDS.WOMEN
  const shopAllUrl = `/products?category_id=${categoryId}`
  const landing = data?.home_data.landings.find((candidate) => candidate.slug === slug)
  useDocumentTitle(label)

  return (
    <>
      <LandingTopBar shopAllUrl={shopAllUrl} label={label} />
      <main id="main">
        <PageLoader />
        {landing && data ? (
          <>
            <LandingHero landing={landing} label={label} shopAllUrl={shopAllUrl} />
            <LandingPromoRows landing={landing} />
            <LandingHashtag
              title={data.hashtag_section_title}
              description={data.hashtag_section_desc}
              images={data.hashtag_images}
              socialUrl={landing.social_url}
            />
            <ServiceBlurbs items={LANDING_SERVICES} label={m.why_shop()} className="border-t-0" />
          </>
        ) : data || isError ? (
          <EmptyState
            title={`KAINARA ${label}`}
            headingLevel="h1"
            className="py-24"
            actions={
              <>
                {isError && (
                  <button type="button" className="btn-outline" onClick={() => void refetch()}>
                    {m.try_again()}
                  </button>
                )}
                <Link to={shopAllUrl} className="btn-primary">
                  {m.shop_all_of({ title: label })}
                </Link>
              </>
            }
          >
            {isError ? m.landing_failed() : m.landing_preparing()}
          </EmptyState>
        ) : (
          <div className="grid min-h-screen place-items-center">
            <Spinner />
          </div>
        )}
      </main>
      <LandingFooter />
    </>
  )
}
