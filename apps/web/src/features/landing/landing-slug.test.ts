import { expect, test } from 'vitest'
import { landingSlug } from './landing-slug'

test("'men' shows the men landing and any other value the women landing", () => {
  expect(landingSlug('men')).toBe('men')
  expect(landingSlug('women')).toBe('women')
  expect(landingSlug('kids')).toBe('women')
  expect(landingSlug(undefined)).toBe('women')
})
