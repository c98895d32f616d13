/** How shoppers reach KAINARA: one source for the footer, FAQ, terms and privacy policy. */
export const CONTACT = {
  instagramUrl: 'https://www.instagram.com/kainara.id',
  instagramHandle: '@kainara.id',
  whatsappUrl: 'https://wa.me/6281100000000',
  whatsappDisplay: '+62 811-0000-0000',
  customerServiceHours: 'Mon-Fri 09:00-16:00 WIB',
  customerServiceHoursId: 'Senin-Jumat 09:00-16:00 WIB',
  storeHours: '10:00-20:00 WIB',
} as const
