import { IMAGE_SIZES } from '@store/contract/media'
import type { PageRoute } from '@store/contract/pages'
import { requestKey } from '@store/contract/request-key'
import type { HomePageResponse } from '@store/contract/home'
import { WORDS } from '@store/contract/i18n/words'
import type { Locale } from '@store/contract/locale'
import { DESKTOP_MEDIA, PHONE_MEDIA, STORE_NAME, pageTitle } from '../page-meta'
import type { PageMeta, PreloadImage } from '../page-meta'

const responsive = (desktop: string, phone: string): PreloadImage[] => [
  { href: desktop, sizes: IMAGE_SIZES.fullWidth, media: DESKTOP_MEDIA },
  { href: phone, sizes: IMAGE_SIZES.fullWidth, media: PHONE_MEDIA },
]

/** Pages drawn from the home data: /, /shop/:category, /hashtag and /fashion. */
export async function homeDataPage(
  home: { getHomePage(): Promise<HomePageResponse> },
  page: PageRoute,
  locale: Locale,
  slug?: string,
): Promise<PageMeta> {
  const words = WORDS[locale]
  const routeModule = page.module
  const data = await home.getHomePage()
  const base = {
    description: words.meta_home(),
    type: 'website' as const,
    status: 200,
    initialData: { [requestKey('master/page/home')]: data },
    routeModule,
  }
  if (routeModule === 'shop-landing') {
    // Spec section 2: 'men' shows the men landing, any other value the women one.
    const landing = data.home_data.landings.find(
      (entry) => entry.slug === (slug === 'men' ? 'men' : 'women'),
    )
    return {
      ...base,
      title: pageTitle(landing?.slug === 'men' ? words.page_men() : words.page_women()),
      image: landing?.hero_image_url,
      preloadImages: landing
        ? responsive(landing.hero_image_url, landing.hero_image_url_mobile)
        : [],
    }
  }
  if (routeModule === 'home') {
    const slide = data.image_sliders[0]
    return {
      ...base,
      title: `${STORE_NAME} | ${words.store_tagline()}`,
      image: slide?.media_url,
      preloadImages: slide ? responsive(slide.media_url, slide.media_url_mobile) : [],
    }
  }
  return {
    ...base,
    title: pageTitle(routeModule === 'hashtag' ? data.hashtag_section_title : words[page.title]()),
    image: data.hashtag_images[0]?.image_url,
    preloadImages: [],
  }
}
