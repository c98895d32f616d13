import { z } from 'zod'
import {
  MAX_LENGTH,
  MessageResponseSchema,
  idParam,
  isStorableText,
  optionalText,
  requiredText,
} from '../common'
import { defineStaffCall } from './call'
import { CATALOGUE_ROLES } from './staff-roles'

/** MEN, WOMEN and ACCESSORIES: the shop's header and pages name them by id. */
export const FIXED_CATEGORY_IDS = [6, 7, 8] as const

export const CATEGORY_MESSAGES = {
  name: 'Please enter a name.',
  coverImage: 'A cover image is a site path starting with /media/ or an https:// address.',
  coverImageRequired:
    'Please give a cover image: a site path starting with /media/ or an https:// address.',
  coverText: `Please use at most 300 characters for the cover text.`,
  fixed: (name: string) =>
    `${name} cannot be deleted: the shop's header menu and pages link to it by its number. You can rename it instead.`,
} as const

const coverImageUrl = z
  .string({ error: CATEGORY_MESSAGES.coverImage })
  .trim()
  .max(MAX_LENGTH.url, CATEGORY_MESSAGES.coverImage)
  .refine(
    (value) =>
      value === '' ||
      /^\/media\/[^\s?#]+$/.test(value) ||
      /^https:\/\/[^\s/]+\.[^\s]+$/.test(value),
    CATEGORY_MESSAGES.coverImage,
  )
  .refine((value) => !value.split('/').includes('..'), CATEGORY_MESSAGES.coverImage)
const coverText = z
  .string({ error: CATEGORY_MESSAGES.coverText })
  .trim()
  .max(300, CATEGORY_MESSAGES.coverText)
  .refine(isStorableText, CATEGORY_MESSAGES.coverText)

/** The Bahasa texts (decision 072): '' is missing; left out of a save, what is stored is kept. */
const bahasaFields = {
  name_bahasa: optionalText(MAX_LENGTH.label),
  cover_text_bahasa: coverText.optional(),
}

export const CategoryFieldsSchema = z.object({
  name: requiredText(CATEGORY_MESSAGES.name, MAX_LENGTH.label),
  ...bahasaFields,
  cover_image_url: coverImageUrl.refine(
    (value) => value !== '',
    CATEGORY_MESSAGES.coverImageRequired,
  ),
  cover_text: coverText,
})
export type CategoryFieldsInput = z.input<typeof CategoryFieldsSchema>

/** A sub-category's own cover is needed only when it shows one instead of its category's. */
export const SubCategoryFieldsSchema = z
  .object({
    name: requiredText(CATEGORY_MESSAGES.name, MAX_LENGTH.label),
    ...bahasaFields,
    show_cover: z.boolean({ error: 'Say whether the sub-category shows its own cover.' }),
    cover_image_url: coverImageUrl,
    cover_text: coverText,
  })
  .refine((sub) => !sub.show_cover || sub.cover_image_url !== '', {
    message: CATEGORY_MESSAGES.coverImageRequired,
    path: ['cover_image_url'],
  })
export type SubCategoryFieldsInput = z.input<typeof SubCategoryFieldsSchema>

const counts = { product_count: z.number(), active_count: z.number() }
export const AdminSubCategorySchema = z.object({
  id: z.number(),
  category_id: z.number(),
  name: z.string(),
  /** Each Bahasa text is '' while missing. */
  name_bahasa: z.string(),
  show_cover: z.boolean(),
  cover_image_url: z.string(),
  cover_text: z.string(),
  cover_text_bahasa: z.string(),
  ...counts,
})
export const AdminCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  name_bahasa: z.string(),
  slug: z.string(),
  cover_image_url: z.string(),
  cover_text: z.string(),
  cover_text_bahasa: z.string(),
  fixed: z.boolean(),
  ...counts,
  subs: z.array(AdminSubCategorySchema),
})
export type AdminCategory = z.infer<typeof AdminCategorySchema>
export type AdminSubCategory = z.infer<typeof AdminSubCategorySchema>

const idAnswer = z.object({ data: z.object({ id: z.number() }), message: z.string() })
const call = <P extends z.ZodType, R extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload: P,
  response: R,
  summary: string,
) => defineStaffCall({ method, path, payload, response, roles: CATALOGUE_ROLES, summary })

export const listAdminCategories = call(
  'GET',
  'categories',
  z.object({}),
  z.object({ data: z.array(AdminCategorySchema) }),
  'Categories with their sub-categories and product counts (active and archived)',
)
export const createCategory = call(
  'POST',
  'categories',
  CategoryFieldsSchema,
  idAnswer,
  'Create a category',
)
export const updateCategory = call(
  'PUT',
  'categories',
  CategoryFieldsSchema.extend({ id: idParam('Category id') }),
  MessageResponseSchema,
  'Rename a category or change its cover',
)
export const createSubCategory = call(
  'POST',
  'categories/subs',
  SubCategoryFieldsSchema.safeExtend({ category_id: idParam('Category id') }),
  idAnswer,
  'Create a sub-category',
)
export const updateSubCategory = call(
  'PUT',
  'categories/subs',
  SubCategoryFieldsSchema.safeExtend({ id: idParam('Sub-category id') }),
  MessageResponseSchema,
  'Rename a sub-category or change its cover',
)

const kind = z.enum(['category', 'sub'], {
  error: 'Say whether it is a category or a sub-category.',
})
export const reorderCategory = call(
  'POST',
  'categories/reorder',
  z.object({
    kind,
    id: idParam('Id'),
    direction: z.enum(['up', 'down'], { error: 'Move it up or down.' }),
  }),
  MessageResponseSchema,
  'Move a category or sub-category one place up or down',
)
export const deleteCategory = call(
  'DELETE',
  'categories',
  z.object({ kind, id: idParam('Id') }),
  MessageResponseSchema,
  'Delete an empty category or sub-category',
)

/** Every product of a category (or of one sub-category) into a sub-category of another. */
export const MoveCategoryProductsSchema = z.object({
  kind,
  id: idParam('Id'),
  to_category_id: idParam('Target category'),
  to_sub_id: idParam('Target sub-category'),
})
export type MoveCategoryProductsInput = z.input<typeof MoveCategoryProductsSchema>
export const moveCategoryProducts = call(
  'POST',
  'categories/move-products',
  MoveCategoryProductsSchema,
  MessageResponseSchema,
  'Move every product of a category or sub-category into another',
)
