import { CONTACT } from '@/lib/contact-details'
import type { LegalSection } from './legal-section'

/** Spec section 9: the minor age threshold and the dispute period. */
const MINOR_AGE = 16
const DISPUTE_DAYS = 60

export const PRIVACY_TITLE_ENGLISH = 'Privacy Policy (English translation)'

export const PRIVACY_INTRO_ENGLISH =
  'This Privacy Policy explains how KAINARA ("We") collects, uses, discloses, transfers and protects your personal data when you use Our website, app and services.'

/**
 * An English reading of /privacy-policy, section by section. The Indonesian
 * text (privacy-policy.ts) is the one that binds (its section 16).
 */
export const PRIVACY_SECTIONS_ENGLISH: readonly LegalSection[] = [
  {
    title: 'General Provisions',
    paragraphs: [
      'This Privacy Policy applies to every visitor, guest and registered member who shops with or uses the services of KAINARA, whether through the website, the mobile app or Our stores.',
      'This policy forms an inseparable part of the KAINARA Terms and Conditions.',
    ],
  },
  {
    title: 'Consent',
    paragraphs: [
      'By visiting the site, creating an account or placing an order, you state that you have read, understood and agreed to the collection, use, disclosure and transfer of your personal data as set out in this Privacy Policy.',
      'If you do not agree to this Privacy Policy, please do not use Our services.',
    ],
  },
  {
    title: 'Personal Data We Collect',
    paragraphs: ['We may collect the following personal data:'],
    items: [
      'identity and account data: name, gender, e-mail address and password (stored encrypted);',
      'delivery data: recipient name and phone number, address, postcode, province, city and district;',
      'transaction data: products bought, order value, delivery method, payment status and order history;',
      'device and usage data: device identifier, browser type, pages visited and time of access.',
    ],
  },
  {
    title: 'How We Collect Data',
    paragraphs: [
      'Personal data is collected when you sign up, fill in a form, place an order, contact customer service, subscribe to the newsletter or interact with Our site and app, including through automated technologies as described in the section on Cookies.',
    ],
  },
  {
    title: 'Cookies and Similar Technologies',
    paragraphs: [
      'We use cookies and the browser’s local storage to keep your shopping cart, keep you signed in, remember your preferences and understand how the site is used.',
      'You can set your browser to refuse cookies. Some features, such as the shopping cart and your account, may then not work properly without cookies or local storage.',
    ],
  },
  {
    title: 'Use of Personal Data',
    paragraphs: ['We use your personal data to:'],
    items: [
      'process orders, payments, deliveries and store pickups;',
      'manage your account, wishlist, saved addresses and notifications;',
      'provide customer service and handle returns and complaints;',
      'improve Our products, services and shopping experience;',
      'prevent fraud and meet legal obligations.',
    ],
  },
  {
    title: 'Disclosure to Third Parties',
    paragraphs: [
      'We do not sell your personal data. We only disclose personal data to third parties as far as needed to provide the service, namely payment service providers, courier companies, e-mail service providers and technology infrastructure providers, who are bound by confidentiality.',
      'We may also disclose personal data when required by law or at the request of a competent authority.',
    ],
  },
  {
    title: 'Transfer of Data',
    paragraphs: [
      'Your personal data may be stored or processed on servers inside or outside the territory of the Republic of Indonesia. In that case We make sure your personal data stays protected to a standard equal to this Privacy Policy and the applicable regulations.',
    ],
  },
  {
    title: 'Marketing and Newsletter',
    paragraphs: [
      'With your consent, We may send you news of new collections, promotions and offers by e-mail or notification.',
      'You can unsubscribe from the newsletter at any time in your account settings or through the unsubscribe link in every e-mail.',
    ],
  },
  {
    title: 'Data Retention',
    paragraphs: [
      'We keep personal data as long as your account is active or as long as needed for the purpose it was collected for, including to meet legal and tax obligations and to settle disputes.',
    ],
  },
  {
    title: 'Data Security',
    paragraphs: [
      'We apply reasonable technical and organisational measures to protect your personal data, including password encryption and secure connections. Card and bank account details are entered directly on the payment service provider’s page and are not stored by Us.',
      'You are responsible for keeping your account password confidential.',
    ],
  },
  {
    title: 'User Rights',
    paragraphs: ['In line with the applicable regulations, you have the right to:'],
    items: [
      'access and obtain a copy of your personal data;',
      'update or correct inaccurate personal data through your account pages;',
      'withdraw consent and unsubscribe from marketing communication;',
      'ask for your account and personal data to be deleted.',
    ],
  },
  {
    title: 'Account Deletion',
    paragraphs: [
      'Members can delete their own account on the Delete Account page by confirming their e-mail address and password. Deleting an account is permanent and cannot be undone. We may keep certain transaction data as far as the law requires.',
    ],
  },
  {
    title: 'Links to Third-Party Sites',
    paragraphs: [
      'Our site may contain links to third-party sites or services, such as social media, maps and payment pages. This Privacy Policy does not apply to those sites; please read their own privacy policies.',
    ],
  },
  {
    title: 'Minors',
    paragraphs: [
      `Our services are not meant for children under ${MINOR_AGE} (sixteen) years of age. Children under ${MINOR_AGE} may only use Our services under the supervision and with the consent of a parent or guardian.`,
      'If We learn that We have collected a child’s personal data without that consent, We will delete it.',
    ],
  },
  {
    title: 'Language',
    paragraphs: [
      'This Privacy Policy is made in Bahasa Indonesia and may be translated into other languages. Where readings differ, the Bahasa Indonesia version prevails.',
    ],
  },
  {
    title: 'Changes to the Privacy Policy',
    paragraphs: [
      'We may change this Privacy Policy from time to time. Changes take effect from their publication on this page. By continuing to use Our services after a change, you are deemed to agree to it.',
    ],
  },
  {
    title: 'Governing Law',
    paragraphs: [
      'This Privacy Policy is governed by and construed under the laws of the Republic of Indonesia, including Law Number 27 of 2022 on Personal Data Protection.',
    ],
  },
  {
    title: 'Dispute Resolution',
    paragraphs: [
      'Any dispute arising in connection with this Privacy Policy will first be settled by consultation to reach consensus.',
      `If no agreement is reached within ${DISPUTE_DAYS} (sixty) calendar days of the dispute being notified, the dispute will be settled by arbitration in Jakarta, and the arbitral award is final and binding on the parties.`,
    ],
  },
  {
    title: 'Contact Us',
    paragraphs: [
      'For questions, requests or complaints about this Privacy Policy and your personal data, contact Us through:',
    ],
    items: [
      `Customer service (phone and WhatsApp): ${CONTACT.whatsappDisplay}, Mon-Fri 09:00-16:00 WIB;`,
      'Your nearest KAINARA store, 10:00-20:00 WIB; each store’s phone number is listed on Our Stores page (/stores).',
    ],
  },
]
