/** Spec section 2: 'men' shows the men landing; any other value shows women. */
export const landingSlug = (category: string | undefined): 'men' | 'women' =>
  category === 'men' ? 'men' : 'women'
