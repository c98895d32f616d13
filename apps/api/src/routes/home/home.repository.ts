import { asc, inArray } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import {
  categoryLandings,
  hashtagImages,
  homeSections,
  imageSliders,
  settings,
} from '@store/db/schema'
import { pickLines, pickText } from '@store/db/catalog/translated'
import {
  bahasaSettingKey,
  GENERAL_SETTING_KEYS,
  PROMO_BAR_DEFAULT_BAHASA,
  PROMO_BAR_SETTING,
} from '@store/contract/home'
import type { HomePageResponse, SiteHeaderResponse } from '@store/contract/home'
import type { Locale } from '@store/contract/locale'
import { MESSAGES } from '@store/contract/messages'
import { listCategories } from '../catalog/category.repository'

const TEXT_KEYS = ['HASHTAG_SECTION_TITLE', 'HASHTAG_SECTION_DESC']
const isGeneralKey = (key: string): key is (typeof GENERAL_SETTING_KEYS)[number] =>
  (GENERAL_SETTING_KEYS as readonly string[]).includes(key)

/** The home page, landings and hashtag gallery, every text in `language` or, where missing, the other. */
export async function readHomePage(db: Executor, language: Locale): Promise<HomePageResponse> {
  const sections = await db.select().from(homeSections).orderBy(asc(homeSections.id))
  const sliders = await db.select().from(imageSliders).orderBy(asc(imageSliders.sortOrder))
  const hashtags = await db.select().from(hashtagImages).orderBy(asc(hashtagImages.sortOrder))
  const landings = await db.select().from(categoryLandings).orderBy(asc(categoryLandings.slug))
  const settingRows = await db
    .select()
    .from(settings)
    .where(
      inArray(settings.key, [
        ...GENERAL_SETTING_KEYS,
        ...TEXT_KEYS,
        ...TEXT_KEYS.map(bahasaSettingKey),
      ]),
    )
  const value = (key: string) => settingRows.find((row) => row.key === key)?.value
  const setting = (key: string) =>
    pickText(value(key) ?? '', value(bahasaSettingKey(key)), language)
  return {
    categories: await listCategories(db, language),
    home_data: {
      sections: sections.map((section) => ({
        image_url: section.imageUrl,
        image_url_mobile: section.imageUrlMobile,
        title_lines: pickLines(section.titleLines, section.titleLinesBahasa, language),
        subtitle: pickText(section.subtitle, section.subtitleBahasa, language),
        button_text: pickText(section.buttonText, section.buttonTextBahasa, language),
        url: section.url,
        open_new_tab: section.openNewTab ? 1 : 0,
      })),
      landings: landings.map(({ slug, categoryId, content, contentBahasa }) => ({
        slug,
        category_id: categoryId,
        hero_image_url: content.heroImageUrl,
        hero_image_url_mobile: content.heroImageUrlMobile,
        title: pickText(content.title, contentBahasa?.title, language),
        social_url: content.socialUrl,
        promo_rows: content.promoRows.map((row, index) => ({
          image_url: row.imageUrl,
          title: pickText(row.title, contentBahasa?.promoRows?.[index]?.title, language),
          subtitle: pickText(row.subtitle, contentBahasa?.promoRows?.[index]?.subtitle, language),
          shop_url: row.shopUrl,
        })),
      })),
    },
    image_sliders: sliders.map((slider) => ({
      id: slider.id,
      slider_type: slider.sliderType,
      title: pickText(slider.title, slider.titleBahasa, language),
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

/**
 * The promo bar's text: the owner's in `language`, else the owner's other
 * one, else the spec's 'GET OFFERS Up To 40% off' in `language`.
 */
export async function readSiteHeader(
  db: Executor,
  language: Locale,
): Promise<SiteHeaderResponse> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [PROMO_BAR_SETTING, bahasaSettingKey(PROMO_BAR_SETTING)]))
  const value = (key: string) => rows.find((row) => row.key === key)?.value
  const english = value(PROMO_BAR_SETTING)
  const bahasa = value(bahasaSettingKey(PROMO_BAR_SETTING))
  if (english === undefined && bahasa === undefined)
    return { promo_bar_text: language === 'id' ? PROMO_BAR_DEFAULT_BAHASA : MESSAGES.promoBar }
  return { promo_bar_text: pickText(english ?? '', bahasa, language) }
}
