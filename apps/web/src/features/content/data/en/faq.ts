import { CONTACT } from '@/lib/contact-details'
import type { FaqTopic } from '../content-types'

/** The FAQ tabs of spec section 2, answered with the business facts of spec section 9. */
export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    id: 'account',
    label: 'Account',
    items: [
      { question: 'How do I create an account?', answer: 'Choose Sign Up and enter your name, gender, e-mail address and a password of at least 8 characters. Registration is free.', link: { label: 'Sign Up', to: '/sign-up' } },
      { question: 'Do I need an account to shop?', answer: 'No. As a guest you can fill your cart and check out with your e-mail address; we send the order confirmation there. Members also get a wishlist, notifications, saved addresses and their order history with courier tracking.' },
      { question: 'I forgot my password. What now?', answer: 'On the Sign In page choose Forgot Password and enter your e-mail address. We send a new password to your e-mail; you can change it afterwards under Change Password in your account.', link: { label: 'Forgot Password', to: '/forgot-password' } },
      { question: 'How do I delete my account?', answer: 'Signed-in members can delete their account themselves on the Delete Account page by confirming their e-mail address and password. Deleting an account cannot be undone.' },
    ],
  },
  {
    id: 'cart',
    label: 'Shopping Cart',
    items: [
      { question: 'How do I add a product to my cart?', answer: 'Open the product, choose your size and quantity, then choose Add to Cart. Sizes that are out of stock are shown disabled, but you can always add the item to your wishlist.' },
      { question: 'Is my cart saved?', answer: 'Yes. Your cart is kept for this device, so the pieces you added are still there when you come back.' },
      { question: 'Can I check whether a store has my size?', answer: 'Yes. Choose your size on the product page and use Check Stock Locations to see which showrooms hold it.' },
      { question: 'How do I use a promo code?', answer: 'Enter the code on the order summary at checkout. A product promo is taken off your items total and a shipping promo off the shipping cost, each up to the maximum discount of the promo.' },
    ],
  },
  {
    id: 'shipping',
    label: 'Shipping & Handling',
    items: [
      { question: 'When will my order be processed?', answer: 'Orders are processed the same day. Orders paid before 08:00 WIB are shipped the same day.' },
      { question: 'Which couriers can I choose?', answer: 'BEST (about 1 day), SIUNTUNG (1-2 days), Same Day Service (1 day) and Cargo (minimum 10 kg, 2-3 days). Tariffs depend on your address and are shown at checkout.' },
      { question: 'How do I track my order?', answer: 'Once your order is shipped, its tracking number (No. Resi) appears in the order details under My Orders, where Order Tracking shows every step of the delivery.' },
      { question: 'Can I collect my order in a store?', answer: `Yes. Choose Store Pickup at checkout and select a showroom. Your order is ready at least 1 hour after your payment succeeds; stores are open 10:00-20:00 WIB.`, link: { label: 'How store pickup works', to: '/stores/pickup-on-store' } },
      { question: 'Can I return an item?', answer: 'Yes, within 3 days of receiving your order. We refund return shipping up to Rp 20.000. Return packages reach our warehouse in 1-3 working days from Jabodetabek and 2-6 working days from elsewhere.' },
      { question: 'My parcel arrived damaged. What should I do?', answer: 'Please report damage from transit to our customer service within 2x24 hours of receiving your parcel, with photos of the package and the item.' },
    ],
  },
  {
    id: 'payment',
    label: 'Payment',
    items: [
      { question: 'How can I pay?', answer: 'By card or bank payment. After you confirm Go To Payment, you are taken to the secure page of our payment partner to complete it.' },
      { question: 'How long do I have to pay?', answer: 'Unpaid orders are held for 1x24 hours. Please complete your payment within that time.' },
      { question: 'In which currency are prices shown?', answer: 'All prices are in Indonesian Rupiah (IDR), shown without decimals. Discounts are already taken off the price you see.' },
      { question: 'Is paying online safe?', answer: 'Your card or bank details are entered on our payment partner’s page, not on KAINARA’s, and your order is only marked as paid once the partner confirms it.' },
    ],
  },
  {
    id: 'help',
    label: 'Help',
    items: [
      { question: 'How do I contact customer service?', answer: `Chat with us on WhatsApp at ${CONTACT.whatsappDisplay}, Mon-Fri 09:00-16:00 WIB.` },
      { question: 'When are your stores open?', answer: `Our showrooms are open 10:00-20:00 WIB.`, link: { label: 'Find a store', to: '/stores' } },
      { question: 'Where can I follow KAINARA?', answer: `Follow ${CONTACT.instagramHandle} on Instagram and tag us to appear in our gallery.`, link: { label: 'See the gallery', to: '/hashtag' } },
    ],
  },
]
