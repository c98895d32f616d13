import { CONTACT } from '@/lib/contact-details'
import type { LegalSection } from '../legal-section'

export const TERMS_INTRO =
  'These terms apply to every purchase from KAINARA online and to the use of our website and app. By placing an order you accept them.'

/** /tnc: the store's terms, built on the business facts of spec section 9. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Accounts',
    paragraphs: [
      'You can shop as a guest with your e-mail address or as a member. Members keep a wishlist, saved addresses, notifications and their order history. Passwords must be at least 8 characters; please keep yours private.',
      'Members can delete their account at any time from the Delete Account page. Deletion is permanent.',
    ],
  },
  {
    title: 'Products and prices',
    paragraphs: [
      'We show our products as faithfully as we can; colours may look slightly different on your screen. All prices are in Indonesian Rupiah (IDR) without decimals, with any discount already applied.',
      'Prices, promotions and availability may change without notice until your order is placed.',
    ],
  },
  {
    title: 'Orders and payment',
    paragraphs: [
      'Your order is placed when you confirm Go To Payment at checkout. Payment is made by card or bank payment on the secure page of our payment partner.',
      'Unpaid orders are held for 1x24 hours. An order counts as paid only once our payment partner confirms the payment.',
    ],
  },
  {
    title: 'Shipping',
    paragraphs: ['Orders are processed the same day; orders paid before 08:00 WIB are shipped the same day. You can choose from these courier services:'],
    items: ['BEST: about 1 day', 'SIUNTUNG: 1-2 days', 'Same Day Service: 1 day', 'Cargo: minimum 10 kg, 2-3 days'],
  },
  {
    title: 'Store pickup',
    paragraphs: [
      `Store pickup orders are prepared at least 1 hour after your payment succeeds. Please collect your order with your pick-up code during store hours, 10:00-20:00 WIB.`,
    ],
  },
  {
    title: 'Returns and exchanges',
    paragraphs: ['You may return items within 3 days of receiving your order, unworn and with their tags attached.'],
    items: [
      'We refund return shipping costs up to Rp 20.000.',
      'Damage from transit must be reported within 2x24 hours of receiving your parcel.',
      'Return packages reach our warehouse in 1-3 working days from Jabodetabek and in 2-6 working days from elsewhere in Indonesia.',
    ],
  },
  {
    title: 'Promotions',
    paragraphs: [
      'Promo codes are entered at checkout. A product promo reduces the items total and a shipping promo reduces the shipping cost, each up to the maximum discount of the promo and never below zero. Promotions cannot be exchanged for cash.',
    ],
  },
  {
    title: 'Intellectual property',
    paragraphs: ['All designs, photographs, texts and logos on this site belong to KAINARA and may not be used without our written permission.'],
  },
  {
    title: 'Privacy',
    paragraphs: ['How we handle your personal data is described in our Privacy Policy (Kebijakan Privasi), which forms part of these terms.'],
  },
  {
    title: 'Contact',
    paragraphs: [
      `Questions about an order? Chat with our customer service on WhatsApp at ${CONTACT.whatsappDisplay}, Mon-Fri 09:00-16:00 WIB.`,
    ],
  },
]
