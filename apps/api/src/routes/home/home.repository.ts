import { asc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import {
  categoryLandings,
  hashtagImages,
  homeSections,
  imageSliders,
  settings,
} from '@store/db/schema'
import { GENERAL_SETTING_KEYS, PROMO_BAR_SETTING } from '@store/contract/home'
import type { HomePageResponse, SiteHeaderResponse } from '@store/contract/home'
import { MESSAGES } from '@store/contract/messages'
import { listCategories } from '../catalog/category.repository'

const TEXT_KEYS = ['HASHTAG_SECTION_TITLE', 'HASHTAG_SECTION_DESC']
const isGeneralKey = (key: string): key is (typeof GENERAL_SETTING_KEYS)[number] =>
  (GENERAL_SETTING_KEYS as readonly string[]).includes(key)

export async function readHomePage(db: Executor): Promise<HomePageResponse> {
  const sections = await db.select().from(homeSections).orderBy(asc(homeSections.id))
  const sliders = await db.select().from(imageSliders).orderBy(asc(imageSliders.sortOrder))
  const hashtags = await db.select().from(hashtagImages).orderBy(asc(hashtagImages.sortOrder))
  const landings = await db.select().from(categoryLandings).orderBy(asc(categoryLandings.slug))
  const settingRows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [...GENERAL_SETTING_KEYS, ...TEXT_KEYS]))
  const setting = (key: string) => settingRows.find((row) => row.key === key)?.value ?? ''
  return {
    categories: await listCategories(db),
    home_data: {
      sections: sections.map((section) => ({
        image_url: section.imageUrl,
        image_url_mobile: section.imageUrlMobile,
        title_lines: section.titleLines,
        subtitle: section.subtitle,
        button_text: section.buttonText,
        url: section.url,
        open_new_tab: section.openNewTab ? 1 : 0,
      })),
      landings: landings.map((landing) => ({
        slug: landing.slug,
        category_id: landing.categoryId,
        hero_image_url: landing.content.heroImageUrl,
        hero_image_url_mobile: landing.content.heroImageUrlMobile,
        title: landing.content.title,
        social_url: landing.content.socialUrl,
        promo_rows: landing.content.promoRows.map((row) => ({
          image_url: row.imageUrl,
          title: row.title,
          subtitle: row.subtitle,
          shop_url: row.shopUrl,
        })),
      })),
    },
    image_sliders: sliders.map((slider) => ({
      id: slider.id,
      slider_type: slider.sliderType,
      title: slider.title,
      media_url: slider.mediaUrl,
      media_url_mobile: slider.mediaUrlMobile,
      href_url: slider.hrefUrl,
      open_new_tab: slider.openNewTab ? 1 : 0,
      youtube_video_id: slider.youtubeVideoId,
    })),
    general_settings: settingRows.flatMap((row) =>
      isGeneralKey(row.key) ? [{ key: row.key, value: row.value }] : [],
    ),
    hashtag_images: hashtags.map((image) => ({
      id: image.id,
      image_url: image.imageUrl,
      ig_url: image.igUrl,
    })),
    hashtag_section_title: setting('HASHTAG_SECTION_TITLE'),
    hashtag_section_desc: setting('HASHTAG_SECTION_DESC'),
  }
}

/** The promo bar's text: the owner's, or the spec's 'GET OFFERS Up To 40% off' until one is set. */
export async function readSiteHeader(db: Executor): Promise<SiteHeaderResponse> {
  const [row] = await db.select().from(settings).where(eq(settings.key, PROMO_BAR_SETTING))
  return { promo_bar_text: row?.value ?? MESSAGES.promoBar }
}
