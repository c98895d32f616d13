import { z } from 'zod'
import { defineCall } from './call'
import { CategorySchema } from './catalog'
import { BinaryFlagSchema } from './common'
import { ROUTES } from './routes'

export const HomeSectionSchema = z.object({
  image_url: z.string(),
  image_url_mobile: z.string(),
  title_lines: z.array(z.string()),
  subtitle: z.string(),
  button_text: z.string().nullable(),
  url: z.string().nullable(),
  open_new_tab: BinaryFlagSchema,
})
export type HomeSection = z.infer<typeof HomeSectionSchema>

export const ImageSliderSchema = z.object({
  id: z.number().int(),
  slider_type: z.enum(['IMAGE', 'YOUTUBE']),
  title: z.string(),
  media_url: z.string(),
  media_url_mobile: z.string(),
  href_url: z.string().nullable(),
  open_new_tab: BinaryFlagSchema,
  youtube_video_id: z.string().nullable(),
})
export type ImageSlider = z.infer<typeof ImageSliderSchema>

export const GENERAL_SETTING_KEYS = ['INTERSTITIAL_IMAGE_DESKTOP_HM', 'HOME_VIDEO_HM'] as const
export const GeneralSettingSchema = z.object({
  key: z.enum(GENERAL_SETTING_KEYS),
  value: z.string(),
})
export type GeneralSetting = z.infer<typeof GeneralSettingSchema>

export const HashtagImageSchema = z.object({
  id: z.number().int(),
  image_url: z.string(),
  ig_url: z.string(),
})
export type HashtagImage = z.infer<typeof HashtagImageSchema>

/** The landing pages of /shop/men and /shop/women. */
export const CategoryLandingSchema = z.object({
  slug: z.enum(['men', 'women']),
  category_id: z.number().int(),
  hero_image_url: z.string(),
  hero_image_url_mobile: z.string(),
  title: z.string(),
  promo_rows: z.array(
    z.object({
      image_url: z.string(),
      title: z.string(),
      subtitle: z.string(),
      shop_url: z.string(),
    }),
  ),
  social_url: z.string(),
})
export type CategoryLanding = z.infer<typeof CategoryLandingSchema>

export const HomePageResponseSchema = z.object({
  categories: z.array(CategorySchema),
  home_data: z.object({
    sections: z.array(HomeSectionSchema),
    landings: z.array(CategoryLandingSchema),
  }),
  image_sliders: z.array(ImageSliderSchema),
  general_settings: z.array(GeneralSettingSchema),
  hashtag_images: z.array(HashtagImageSchema),
  hashtag_section_title: z.string(),
  hashtag_section_desc: z.string(),
})
export type HomePageResponse = z.infer<typeof HomePageResponseSchema>

export const getHomePage = defineCall({
  ...ROUTES.getHomePage,
  payload: z.object({}),
  response: HomePageResponseSchema,
  summary: 'Everything the home page, category landings and hashtag gallery show',
})

/** The setting that holds the promo bar's text; unset, the shop shows MESSAGES.promoBar. */
export const PROMO_BAR_SETTING = 'PROMO_BAR_TEXT'

/** The setting holding a text's Bahasa Indonesia beside the English one (decision 069). */
export const bahasaSettingKey = (key: string) => `${key}_BAHASA`

/** MESSAGES.promoBar in Bahasa, shown while the owner has set neither text. */
export const PROMO_BAR_DEFAULT_BAHASA = 'DAPATKAN PROMO Diskon hingga 40%'

export const SiteHeaderResponseSchema = z.object({ promo_bar_text: z.string() })
export type SiteHeaderResponse = z.infer<typeof SiteHeaderResponseSchema>

export const getSiteHeader = defineCall({
  ...ROUTES.getSiteHeader,
  payload: z.object({}),
  response: SiteHeaderResponseSchema,
  summary: 'What the header shows above every page: the promo bar text',
})
