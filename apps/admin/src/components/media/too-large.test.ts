import * as m from '#messages'
import { expect, test } from 'vitest'
import { MEDIA_MESSAGES } from '@store/contract/admin/media'

test('a file refused before it is sent reads in English as the server refuses it', () => {
  expect(m.media_too_large()).toBe(MEDIA_MESSAGES.tooLarge)
})
