import { z } from 'zod'
import { idParam, requiredId } from '../common'
import { defineStaffCall } from './call'
import {
  OrderSchema,
  bahasaContentText,
  flagField,
  imageField,
  linkField,
  optionalContentText,
  requiredContentText,
  youtubeField,
} from './content-fields'
import { CATALOGUE_ROLES } from './staff-roles'

/** The shop's promo bar until the owner writes another (spec section 1). */
export const PROMO_BAR_MAX = 80
export const HOME_SECTION_COUNT = 3

export const AdminSlideSchema = z.object({
  id: z.number().int(),
  slider_type: z.enum(['IMAGE', 'YOUTUBE']),
  title: z.string(),
  /** '' while missing. */
  title_bahasa: z.string(),
  media_url: z.string(),
  media_url_mobile: z.string(),
  href_url: z.string(),
  open_new_tab: z.boolean(),
  youtube_video_id: z.string(),
})
export type AdminSlide = z.infer<typeof AdminSlideSchema>

export const AdminHomeSectionSchema = z.object({
  id: z.number().int(),
  image_url: z.string(),
  image_url_mobile: z.string(),
  title_lines: z.array(z.string()),
  /** Each Bahasa text is '' (no lines) while missing. */
  title_lines_bahasa: z.array(z.string()),
  subtitle: z.string(),
  subtitle_bahasa: z.string(),
  button_text: z.string(),
  button_text_bahasa: z.string(),
  url: z.string(),
  open_new_tab: z.boolean(),
})
export type AdminHomeSection = z.infer<typeof AdminHomeSectionSchema>

export const AdminHashtagImageSchema = z.object({
  id: z.number().int(),
  image_url: z.string(),
  ig_url: z.string(),
})
export type AdminHashtagImage = z.infer<typeof AdminHashtagImageSchema>

export const HomeContentSchema = z.object({
  slides: z.array(AdminSlideSchema),
  popup_image_desktop: z.string(),
  home_video: z.string(),
  promo_bar_text: z.string(),
  /** '' while missing: the shop shows the English (decision 072). */
  promo_bar_text_bahasa: z.string(),
  sections: z.array(AdminHomeSectionSchema),
  hashtag_images: z.array(AdminHashtagImageSchema),
  hashtag_title: z.string(),
  hashtag_title_bahasa: z.string(),
  hashtag_description: z.string(),
  hashtag_description_bahasa: z.string(),
})
export type HomeContent = z.infer<typeof HomeContentSchema>

const HomeContentResponseSchema = z.object({ data: HomeContentSchema })
/** Every write answers what it did and the whole home content as it now stands. */
export const HomeContentWriteSchema = z.object({ message: z.string(), data: HomeContentSchema })

const ROLES = CATALOGUE_ROLES

export const getHomeContent = defineStaffCall({
  method: 'GET',
  path: 'home-content',
  payload: z.object({}),
  response: HomeContentResponseSchema,
  roles: ROLES,
  summary: 'The home page content: slides, popup and video, sections, promo bar, hashtag gallery',
})

// — Slides —

const slideShape = {
  slider_type: z.enum(['IMAGE', 'YOUTUBE'], { error: 'Choose IMAGE or YOUTUBE.' }),
  title: requiredContentText('The title', 100),
  title_bahasa: bahasaContentText('The Bahasa title', 100),
  media_url: imageField('The desktop image'),
  media_url_mobile: imageField('The mobile image'),
  href_url: linkField('The link'),
  open_new_tab: flagField('open_new_tab'),
  youtube_video: youtubeField('The YouTube video'),
}

const NEEDS_VIDEO = 'A YOUTUBE slide needs its video: a YouTube id or address.'
const checkSlide = (
  slide: { slider_type: string; youtube_video: string },
  ctx: z.core.$RefinementCtx,
) => {
  if (slide.slider_type === 'YOUTUBE' && slide.youtube_video === '')
    ctx.addIssue({ code: 'custom', path: ['youtube_video'], message: NEEDS_VIDEO })
}

export const SlideInputSchema = z.object(slideShape).superRefine(checkSlide)
export type SlideInput = z.input<typeof SlideInputSchema>

export const SlideUpdateSchema = z
  .object({ id: idParam('id'), ...slideShape })
  .superRefine(checkSlide)

export const createSlide = defineStaffCall({
  method: 'POST',
  path: 'home-content/slides',
  payload: SlideInputSchema,
  response: HomeContentWriteSchema,
  roles: ROLES,
  summary: 'Add a slide at the end of the home slider',
})

export const updateSlide = defineStaffCall({
  method: 'PUT',
  path: 'home-content/slides',
  payload: SlideUpdateSchema,
  response: HomeContentWriteSchema,
  roles: ROLES,
  summary: 'Change one slide of the home slider',
})

export const IdPayloadSchema = z.object({ id: idParam('id') })

export const deleteSlide = defineStaffCall({
  method: 'DELETE',
  path: 'home-content/slides',
  payload: IdPayloadSchema,
  response: HomeContentWriteSchema,
  roles: ROLES,
  summary: 'Remove one slide from the home slider',
})

export const orderSlides = defineStaffCall({
  method: 'POST',
  path: 'home-content/slides/order',
  payload: OrderSchema,
  response: HomeContentWriteSchema,
  roles: ROLES,
  summary: 'Put the home slides in a new order',
})

// — Popup, video and promo bar —

/** Decision 033: the popup opens on desktop-wide windows only, so it has a desktop image only. */
export const PopupVideoSchema = z.object({
  popup_image_desktop: imageField('The popup image', { optional: true }),
  home_video: youtubeField('The home video'),
})
export type PopupVideoInput = z.input<typeof PopupVideoSchema>

export const updatePopupVideo = defineStaffCall({
  method: 'PUT',
  path: 'home-content/popup-video',
  payload: PopupVideoSchema,
  response: HomeContentWriteSchema,
  roles: ROLES,
  summary: 'Set or clear the home popup image (desktop) and the home video',
})

export const PromoBarSchema = z.object({
  promo_bar_text: requiredContentText('The promo bar text', PROMO_BAR_MAX),
  promo_bar_text_bahasa: bahasaContentText('The Bahasa promo bar text', PROMO_BAR_MAX),
})
export type PromoBarInput = z.input<typeof PromoBarSchema>

export const updatePromoBar = defineStaffCall({
  method: 'PUT',
  path: 'home-content/promo-bar',
  payload: PromoBarSchema,
  response: HomeContentWriteSchema,
  roles: ROLES,
  summary: 'Change the text of the promo bar above every page',
})

// — The three home sections —

const TITLE_LINE_MAX = 60

export const HomeSectionInputSchema = z
  .object({
    id: requiredId(`id must be a section from 1 to ${HOME_SECTION_COUNT}.`, {
      min: 1,
      max: HOME_SECTION_COUNT,
    }),
    image_url: imageField('The desktop image'),
    image_url_mobile: imageField('The mobile image'),
    title_lines: z
      .array(optionalContentText('A title line', TITLE_LINE_MAX), {
        error: 'title_lines must be a list of lines.',
      })
      .max(3, 'A section has at most 3 title lines.')
      .transform((lines) => lines.filter((line) => line !== ''))
      .refine((lines) => lines.length > 0, 'Please enter at least one title line.'),
    /** Taken whole (decision 069): no line at all is a missing translation. */
    title_lines_bahasa: z
      .array(optionalContentText('A Bahasa title line', TITLE_LINE_MAX), {
        error: 'title_lines_bahasa must be a list of lines.',
      })
      .max(3, 'A section has at most 3 title lines.')
      .transform((lines) => lines.filter((line) => line !== ''))
      .optional(),
    subtitle: optionalContentText('The subtitle', 200),
    subtitle_bahasa: bahasaContentText('The Bahasa subtitle', 200),
    button_text: optionalContentText('The button text', 40),
    button_text_bahasa: bahasaContentText('The Bahasa button text', 40),
    url: linkField('The button link'),
    open_new_tab: flagField('open_new_tab'),
  })
  .superRefine((section, ctx) => {
    if (section.button_text !== '' && section.url === '')
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'A button needs its link.' })
  })
export type HomeSectionInput = z.input<typeof HomeSectionInputSchema>

export const updateHomeSection = defineStaffCall({
  method: 'PUT',
  path: 'home-content/sections',
  payload: HomeSectionInputSchema,
  response: HomeContentWriteSchema,
  roles: ROLES,
  summary: 'Change one of the three home sections',
})
