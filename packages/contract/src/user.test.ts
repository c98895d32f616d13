import { describe, expect, test } from 'vitest'
import { MESSAGES } from './messages'
import { ChangePasswordInputSchema, ProfileInputSchema, getProfile } from './user'
import { accept, huge, refusal } from './test-utils'

const profile = { name: 'Sari Wulandari', gender: 'FEMALE', email: 'sari@example.co.id' }
const change = {
  old_password: 'old-secret',
  new_password: 'new-secret',
  new_password_conf: 'new-secret',
}

describe('profile', () => {
  test('a member can change name, gender and email', () => {
    expect(accept(ProfileInputSchema, { ...profile, name: '  Sari W. ' }).name).toBe('Sari W.')
  })

  test('a profile without a name, gender or email is refused with the spec texts', () => {
    expect(refusal(ProfileInputSchema, { ...profile, name: '' })).toBe(MESSAGES.enterName)
    expect(refusal(ProfileInputSchema, { ...profile, gender: null })).toBe(MESSAGES.chooseGender)
    expect(refusal(ProfileInputSchema, { ...profile, email: '' })).toBe(MESSAGES.enterEmail)
  })

  test('a name over 100 characters is refused readably', () => {
    expect(refusal(ProfileInputSchema, { ...profile, name: huge(101) })).toBe('Name is too long.')
  })

  test('the profile answer carries the newsletter flag beside the profile', () => {
    const body = {
      data: { profile: { ...profile, language: 'id' }, newsletter_subscription: true },
    }
    expect(accept(getProfile.response, body).data.newsletter_subscription).toBe(true)
  })

  test("the member's language is en, id or none yet, and the profile form may leave it out", () => {
    const body = {
      data: { profile: { ...profile, language: null }, newsletter_subscription: false },
    }
    expect(accept(getProfile.response, body).data.profile.language).toBeNull()
    expect(accept(ProfileInputSchema, { ...profile, language: 'id' }).language).toBe('id')
    expect(accept(ProfileInputSchema, profile).language).toBeUndefined()
    expect(refusal(ProfileInputSchema, { ...profile, language: 'fr' })).toBeTruthy()
  })
})

describe('change password', () => {
  test('a matching new password of 8 characters or more is accepted', () => {
    expect(accept(ChangePasswordInputSchema, change)).toEqual(change)
  })

  test('each missing password is refused with its spec text', () => {
    expect(refusal(ChangePasswordInputSchema, { ...change, old_password: '' })).toBe(
      MESSAGES.enterOldPassword,
    )
    expect(refusal(ChangePasswordInputSchema, { ...change, new_password: undefined })).toBe(
      MESSAGES.enterNewPassword,
    )
    expect(refusal(ChangePasswordInputSchema, { ...change, new_password_conf: '' })).toBe(
      MESSAGES.enterNewPasswordConfirmation,
    )
  })

  test('a new password under 8 characters is refused', () => {
    const short = { ...change, new_password: 'short', new_password_conf: 'short' }
    expect(refusal(ChangePasswordInputSchema, short)).toBe(MESSAGES.passwordTooShort)
  })

  test('a confirmation that differs is refused with the spec text', () => {
    expect(refusal(ChangePasswordInputSchema, { ...change, new_password_conf: 'new-secreT' })).toBe(
      MESSAGES.newPasswordMismatch,
    )
  })
})
