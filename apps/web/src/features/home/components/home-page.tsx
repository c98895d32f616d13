import type { ReactNode } from 'react'
import { PageLoader } from '@/components/ui/page-loader'
import { ServiceBlurbs } from '@/components/ui/service-blurbs'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { useHomePage } from '@/api/get-home-page'
import { HOME_SERVICES } from '../service-items'
import { HashtagSection } from './hashtag-section'
import { HeroSlider } from './hero-slider/hero-slider'
import { HomeError } from './home-error'
import { InterstitialPopup } from './interstitial-popup'
import { NewsletterBox } from './newsletter-box'
import { PromoSections } from './promo-sections'
import * as m from '#messages'
import * as w from '@store/contract/words'

/** The home page of spec section 2; the newsletter feature's form comes from the route. */
export function HomePage({ newsletterForm }: { newsletterForm: ReactNode }) {
  const { data, isError, refetch } = useHomePage()
  useDocumentTitle(`KAINARA | ${w.store_tagline()}`, true)
  const popupImage = data?.general_settings.find(
    (setting) => setting.key === 'INTERSTITIAL_IMAGE_DESKTOP_HM',
  )?.value
  return (
    <main id="main">
      <h1 className="sr-only">{m.home_heading()}</h1>
      <PageLoader />
      {data ? (
        <>
          <HeroSlider slides={data.image_sliders} />
          <PromoSections sections={data.home_data.sections} />
          <ServiceBlurbs items={HOME_SERVICES} label={m.why_shop()} />
          <HashtagSection
            title={data.hashtag_section_title}
            description={data.hashtag_section_desc}
            images={data.hashtag_images}
          />
          <NewsletterBox form={newsletterForm} />
          <InterstitialPopup imageUrl={popupImage || undefined} />
        </>
      ) : isError ? (
        <HomeError onRetry={() => void refetch()} />
      ) : (
        <div className="min-h-screen">
          <div className="grid aspect-[4/5] max-h-[calc(100svh-8rem)] w-full place-items-center bg-sand min-[992px]:aspect-[12/5]">
            <Spinner />
          </div>
        </div>
      )}
    </main>
  )
}
