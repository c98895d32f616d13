/**
 * How shoppers reach KAINARA: one source for the footer, FAQ, terms and privacy
 * policy. Opening hours are words of each language (the catalogues and content).
 */
export const CONTACT = {
  instagramUrl: 'https://www.instagram.com/kainara.id',
  instagramHandle: '@kainara.id',
  whatsappUrl: 'https://wa.me/6281100000000',
  whatsappDisplay: '+62 811-0000-0000',
} as const
