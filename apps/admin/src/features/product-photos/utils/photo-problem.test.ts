import * as m from '#messages'
import { expect, test } from 'vitest'
import { PRODUCT_PHOTO_MESSAGES } from '@store/contract/admin/product-photos'
import { photoProblem } from './photo-problem'

test('each refusal of the photo check reads in English word for word as the contract writes it', () => {
  expect(photoProblem(PRODUCT_PHOTO_MESSAGES.noPhotos)).toBe(PRODUCT_PHOTO_MESSAGES.noPhotos)
  expect(photoProblem(PRODUCT_PHOTO_MESSAGES.tooManyPhotos)).toBe(
    PRODUCT_PHOTO_MESSAGES.tooManyPhotos,
  )
  expect(photoProblem(PRODUCT_PHOTO_MESSAGES.twice)).toBe(PRODUCT_PHOTO_MESSAGES.twice)
})

test('a refusal the catalogue does not know is shown as it came, and no refusal says nothing', () => {
  expect(photoProblem('Something new.')).toBe('Something new.')
  expect(photoProblem(undefined)).toBeNull()
})

test('the saved toast says in English what the contract says', () => {
  expect(m.photos_saved()).toBe(PRODUCT_PHOTO_MESSAGES.saved)
})
