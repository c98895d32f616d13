/** The spec's two values (spec section 3) and how the forms name them. */
export const GENDER_LABELS = [
  ['FEMALE', 'Female'],
  ['MALE', 'Male'],
] as const
