import { asc, eq, inArray } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { hashtagImages, homeSections, imageSliders, settings } from '@store/db/schema'
import type { HomeContent } from '@store/contract/admin/home-content'
import { bahasaSettingKey, PROMO_BAR_DEFAULT_BAHASA, PROMO_BAR_SETTING } from '@store/contract/home'
import { MESSAGES } from '@store/contract/messages'

export const CONTENT_SETTINGS = {
  popup: 'INTERSTITIAL_IMAGE_DESKTOP_HM',
  video: 'HOME_VIDEO_HM',
  promoBar: PROMO_BAR_SETTING,
  hashtagTitle: 'HASHTAG_SECTION_TITLE',
  hashtagDescription: 'HASHTAG_SECTION_DESC',
} as const

/** The shop texts kept in both languages, each Bahasa under its `_BAHASA` key (decision 069). */
export const BAHASA_SETTINGS = {
  promoBar: bahasaSettingKey(CONTENT_SETTINGS.promoBar),
  hashtagTitle: bahasaSettingKey(CONTENT_SETTINGS.hashtagTitle),
  hashtagDescription: bahasaSettingKey(CONTENT_SETTINGS.hashtagDescription),
} as const

/** The home content as the back office edits it, every list in the shop's order. */
export async function readHomeContent(db: Executor): Promise<HomeContent> {
  const slides = await db
    .select()
    .from(imageSliders)
    .orderBy(asc(imageSliders.sortOrder), asc(imageSliders.id))
  const sections = await db.select().from(homeSections).orderBy(asc(homeSections.id))
  const hashtags = await db
    .select()
    .from(hashtagImages)
    .orderBy(asc(hashtagImages.sortOrder), asc(hashtagImages.id))
  const rows = await db
    .select()
    .from(settings)
    .where(
      inArray(settings.key, [
        ...Object.values(CONTENT_SETTINGS),
        ...Object.values(BAHASA_SETTINGS),
      ]),
    )
  const setting = (key: string) => rows.find((row) => row.key === key)?.value
  return {
    slides: slides.map((slide) => ({
      id: slide.id,
      slider_type: slide.sliderType,
      title: slide.title,
      title_bahasa: slide.titleBahasa ?? '',
      media_url: slide.mediaUrl,
      media_url_mobile: slide.mediaUrlMobile,
      href_url: slide.hrefUrl ?? '',
      open_new_tab: slide.openNewTab,
      youtube_video_id: slide.youtubeVideoId ?? '',
    })),
    popup_image_desktop: setting(CONTENT_SETTINGS.popup) ?? '',
    home_video: setting(CONTENT_SETTINGS.video) ?? '',
    promo_bar_text: setting(CONTENT_SETTINGS.promoBar) ?? MESSAGES.promoBar,
    // Nothing stored: both shops show the spec's promo in their language, and the form says so.
    promo_bar_text_bahasa:
      setting(BAHASA_SETTINGS.promoBar) ??
      (setting(CONTENT_SETTINGS.promoBar) === undefined ? PROMO_BAR_DEFAULT_BAHASA : ''),
    sections: sections.map((section) => ({
      id: section.id,
      image_url: section.imageUrl,
      image_url_mobile: section.imageUrlMobile,
      title_lines: section.titleLines,
      title_lines_bahasa: section.titleLinesBahasa ?? [],
      subtitle: section.subtitle,
      subtitle_bahasa: section.subtitleBahasa ?? '',
      button_text: section.buttonText ?? '',
      button_text_bahasa: section.buttonTextBahasa ?? '',
      url: section.url ?? '',
      open_new_tab: section.openNewTab,
    })),
    hashtag_images: hashtags.map((image) => ({
      id: image.id,
      image_url: image.imageUrl,
      ig_url: image.igUrl,
    })),
    hashtag_title: setting(CONTENT_SETTINGS.hashtagTitle) ?? '',
    hashtag_title_bahasa: setting(BAHASA_SETTINGS.hashtagTitle) ?? '',
    hashtag_description: setting(CONTENT_SETTINGS.hashtagDescription) ?? '',
    hashtag_description_bahasa: setting(BAHASA_SETTINGS.hashtagDescription) ?? '',
  }
}

export interface SectionValues {
  id: number
  imageUrl: string
  imageUrlMobile: string
  titleLines: string[]
  subtitle: string
  buttonText: string | null
  /** null: missing; undefined: kept as stored. */
  titleLinesBahasa?: string[] | null
  subtitleBahasa?: string | null
  buttonTextBahasa?: string | null
  url: string | null
  openNewTab: boolean
}

/** Writes one of the three home sections; answers what it held before, if anything. */
export async function putHomeSection(tx: Transaction, values: SectionValues) {
  const [held] = await tx
    .select()
    .from(homeSections)
    .where(eq(homeSections.id, values.id))
    .for('update')
  await tx
    .insert(homeSections)
    .values(values)
    .onConflictDoUpdate({ target: homeSections.id, set: values })
  return held ?? null
}
