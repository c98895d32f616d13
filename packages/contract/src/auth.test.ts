import { describe, expect, test } from 'vitest'
import {
  DeleteAccountInputSchema,
  ForgotPasswordInputSchema,
  SignInInputSchema,
  SignUpInputSchema,
} from './auth'
import { MESSAGES } from './messages'
import { accept, huge, refusal } from './test-utils'

const signUp = {
  name: 'Sari Wulandari',
  gender: 'FEMALE',
  email: 'sari@example.co.id',
  password: 'kain-ara-2025',
  password_conf: 'kain-ara-2025',
}

describe('sign in', () => {
  test('an email and password sign in, the email trimmed and lower-cased', () => {
    const parsed = accept(SignInInputSchema, {
      email: ' Sari@Example.co.id ',
      password: 'secret12',
    })
    expect(parsed).toEqual({ email: 'sari@example.co.id', password: 'secret12' })
  })

  test('a sign-in without an email is refused with the spec text', () => {
    expect(refusal(SignInInputSchema, { password: 'secret12' })).toBe(MESSAGES.enterEmail)
    expect(refusal(SignInInputSchema, { email: '  ', password: 'secret12' })).toBe(
      MESSAGES.enterEmail,
    )
  })

  test('a sign-in without a password is refused with the spec text', () => {
    expect(refusal(SignInInputSchema, { email: 'a@b.id', password: '' })).toBe(
      MESSAGES.enterPassword,
    )
  })

  test('a password is never trimmed: spaces are part of it', () => {
    expect(accept(SignInInputSchema, { email: 'a@b.id', password: ' secret12 ' }).password).toBe(
      ' secret12 ',
    )
  })

  test('an oversized email or password is refused readably', () => {
    expect(refusal(SignInInputSchema, { email: `${huge()}@b.id`, password: 'x' })).toBe(
      'Email address is too long.',
    )
    expect(refusal(SignInInputSchema, { email: 'a@b.id', password: huge() })).toBe(
      MESSAGES.passwordTooLong,
    )
  })
})

describe('sign up', () => {
  test('a complete sign-up is accepted', () => {
    expect(accept(SignUpInputSchema, signUp)).toEqual(signUp)
  })

  test('a sign-up without a name is refused with the spec text', () => {
    expect(refusal(SignUpInputSchema, { ...signUp, name: undefined })).toBe(MESSAGES.enterName)
    expect(refusal(SignUpInputSchema, { ...signUp, name: '   ' })).toBe(MESSAGES.enterName)
  })

  test('a sign-up without a gender, or with another value, is refused with the spec text', () => {
    for (const gender of [undefined, '', 'OTHER', 'female']) {
      expect(refusal(SignUpInputSchema, { ...signUp, gender })).toBe(MESSAGES.chooseGender)
    }
  })

  test('a sign-up without an email is refused, and a malformed one too', () => {
    expect(refusal(SignUpInputSchema, { ...signUp, email: '' })).toBe(MESSAGES.enterEmail)
    expect(refusal(SignUpInputSchema, { ...signUp, email: 'sari@' })).toBe(MESSAGES.invalidEmail)
  })

  test('a sign-up without a password asks for one, 8 characters minimum', () => {
    expect(refusal(SignUpInputSchema, { ...signUp, password: '' })).toBe(MESSAGES.enterPassword)
  })

  test('a password under 8 characters is refused with the spec text', () => {
    const short = { ...signUp, password: 'abc1234', password_conf: 'abc1234' }
    expect(refusal(SignUpInputSchema, short)).toBe(MESSAGES.passwordTooShort)
  })

  test('a long password in any script is accepted: 64 Javanese, Arabic or emoji characters', () => {
    for (const letter of ['ꦏ', 'ك', 'é', '🌺']) {
      const long = letter.repeat(64)
      expect(refusal(SignUpInputSchema, { ...signUp, password: long, password_conf: long })).toBe(
        undefined,
      )
    }
  })

  test('a password is counted in characters, not bytes: 8 emoji are long enough, 129 too many', () => {
    const eight = '🌺'.repeat(8)
    expect(refusal(SignUpInputSchema, { ...signUp, password: eight, password_conf: eight })).toBe(
      undefined,
    )
    const seven = '🌺'.repeat(7)
    expect(refusal(SignUpInputSchema, { ...signUp, password: seven, password_conf: seven })).toBe(
      MESSAGES.passwordTooShort,
    )
    const over = 'a'.repeat(129)
    expect(refusal(SignUpInputSchema, { ...signUp, password: over, password_conf: over })).toBe(
      MESSAGES.passwordTooLong,
    )
  })

  test('a sign-up may carry the device cart id, and a malformed one is refused', () => {
    expect(accept(SignUpInputSchema, { ...signUp, local_device_id: 'device-1234' })).toMatchObject({
      local_device_id: 'device-1234',
    })
    expect(refusal(SignUpInputSchema, { ...signUp, local_device_id: '<script>' })).toBe(
      MESSAGES.deviceIdInvalid,
    )
  })

  test('a sign-up without the confirmation is refused with the spec text', () => {
    expect(refusal(SignUpInputSchema, { ...signUp, password_conf: '' })).toBe(
      MESSAGES.enterPasswordConfirmation,
    )
  })

  test('a confirmation that differs from the password is refused with the spec text', () => {
    const result = SignUpInputSchema.safeParse({ ...signUp, password_conf: 'kain-ara-2024' })
    expect(result.error?.issues[0]).toMatchObject({
      message: MESSAGES.passwordMismatch,
      path: ['password_conf'],
    })
  })
})

describe('forgot password and account deletion', () => {
  test('forgot password needs only an email, with no format check', () => {
    expect(accept(ForgotPasswordInputSchema, { email: 'sari' })).toEqual({ email: 'sari' })
    expect(refusal(ForgotPasswordInputSchema, { email: '' })).toBe(MESSAGES.enterEmail)
  })

  test('deleting an account needs both email and password', () => {
    expect(refusal(DeleteAccountInputSchema, { password: 'secret12' })).toBe(MESSAGES.enterEmail)
    expect(refusal(DeleteAccountInputSchema, { email: 'a@b.id' })).toBe(MESSAGES.enterPassword)
    expect(accept(DeleteAccountInputSchema, { email: 'a@b.id', password: 'secret12' })).toBeTruthy()
  })
})
