import * as m from '#messages'

/** The spec's two values (spec section 3) and how the forms name them. */
export const genderLabels = () =>
  [
    ['FEMALE', m.female()],
    ['MALE', m.male()],
  ] as const
