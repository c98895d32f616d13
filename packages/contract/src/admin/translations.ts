import { z } from 'zod'
import { defineStaffCall } from './call'
import { CATALOGUE_ROLES } from './staff-roles'

/** How many rows still lack a text in one language while the other has it (decision 069). */
export const MissingCountsSchema = z.object({
  /** Products with a name, description or colour missing. */
  products: z.number(),
  /** Products with a worded size name ('All Size') missing. */
  products_with_sizes: z.number(),
  categories: z.number(),
  category_subs: z.number(),
  home_sections: z.number(),
  image_sliders: z.number(),
  category_landings: z.number(),
  /** Shop-wide texts (hashtag gallery, promo bar). */
  settings: z.number(),
})
export type MissingCounts = z.infer<typeof MissingCountsSchema>

export const getMissingTranslations = defineStaffCall({
  method: 'GET',
  path: 'translations/missing',
  payload: z.object({}),
  response: z.object({ data: z.object({ id: MissingCountsSchema, en: MissingCountsSchema }) }),
  roles: CATALOGUE_ROLES,
  summary: 'How many products and shop texts still miss their Bahasa (id) or English (en) text',
})
