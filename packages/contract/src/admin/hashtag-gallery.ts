import { z } from 'zod'
import { idParam } from '../common'
import { defineStaffCall } from './call'
import { HomeContentWriteSchema, IdPayloadSchema } from './home-content'
import {
  OrderSchema,
  bahasaContentText,
  httpsField,
  imageField,
  requiredContentText,
} from './content-fields'
import { CATALOGUE_ROLES } from './staff-roles'

const hashtagShape = {
  image_url: imageField('The image'),
  ig_url: httpsField('The Instagram link'),
}

export const HashtagImageInputSchema = z.object(hashtagShape)
export type HashtagImageInput = z.input<typeof HashtagImageInputSchema>

export const createHashtagImage = defineStaffCall({
  method: 'POST',
  path: 'home-content/hashtag-images',
  payload: HashtagImageInputSchema,
  response: HomeContentWriteSchema,
  roles: CATALOGUE_ROLES,
  summary: 'Add an image at the end of the hashtag gallery',
})

export const updateHashtagImage = defineStaffCall({
  method: 'PUT',
  path: 'home-content/hashtag-images',
  payload: z.object({ id: idParam('id'), ...hashtagShape }),
  response: HomeContentWriteSchema,
  roles: CATALOGUE_ROLES,
  summary: 'Change one image of the hashtag gallery',
})

export const deleteHashtagImage = defineStaffCall({
  method: 'DELETE',
  path: 'home-content/hashtag-images',
  payload: IdPayloadSchema,
  response: HomeContentWriteSchema,
  roles: CATALOGUE_ROLES,
  summary: 'Remove one image from the hashtag gallery',
})

export const orderHashtagImages = defineStaffCall({
  method: 'POST',
  path: 'home-content/hashtag-images/order',
  payload: OrderSchema,
  response: HomeContentWriteSchema,
  roles: CATALOGUE_ROLES,
  summary: 'Put the hashtag gallery in a new order',
})

export const HashtagSectionSchema = z.object({
  hashtag_title: requiredContentText('The title', 60),
  hashtag_title_bahasa: bahasaContentText('The Bahasa title', 60),
  hashtag_description: requiredContentText('The description', 300),
  hashtag_description_bahasa: bahasaContentText('The Bahasa description', 300),
})
export type HashtagSectionInput = z.input<typeof HashtagSectionSchema>

export const updateHashtagSection = defineStaffCall({
  method: 'PUT',
  path: 'home-content/hashtag-section',
  payload: HashtagSectionSchema,
  response: HomeContentWriteSchema,
  roles: CATALOGUE_ROLES,
  summary: 'Change the title and description of the hashtag section',
})
