import type { HowToGuide } from '../content-types'

/** /stores/online-delivery: the four steps of a courier order. */
export const ONLINE_DELIVERY: HowToGuide = {
  title: 'Online Delivery',
  intro: 'Shop online and have your order sent to your door anywhere in Indonesia.',
  steps: [
    {
      title: 'Fill your cart',
      text: 'Choose your size, add the pieces you love to your cart, then go to checkout and choose Online Delivery.',
    },
    {
      title: 'Enter your address',
      text: 'Pick one of your saved addresses, or fill in the recipient name, phone number and address. Shopping as a guest? Add your e-mail address to receive the order confirmation.',
    },
    {
      title: 'Choose a courier',
      text: 'Select a shipping service: BEST (about 1 day), SIUNTUNG (1-2 days), Same Day Service (1 day) or Cargo (minimum 10 kg, 2-3 days). Have a promo code? Apply it on the order summary.',
    },
    {
      title: 'Pay and track',
      text: 'Pay securely by card or bank on our payment partner’s page within 1x24 hours. Orders paid before 08:00 WIB ship the same day, and the tracking number (No. Resi) appears in your order details.',
    },
  ],
}

/** /stores/pickup-on-store: the five steps of a showroom pickup. */
export const PICKUP_ON_STORE: HowToGuide = {
  title: 'Pickup on Store',
  intro: 'Order online and collect from the KAINARA showroom of your choice, with no shipping cost.',
  steps: [
    {
      title: 'Fill your cart',
      text: 'Choose your size, add the pieces you love to your cart, then go to checkout and choose Store Pickup.',
    },
    {
      title: 'Choose a showroom',
      text: 'Select the store where you want to collect. We check straight away that your items are available there.',
    },
    {
      title: 'Review and pay',
      text: 'Check your order summary, apply a promo code if you have one, and pay securely on our payment partner’s page within 1x24 hours.',
    },
    {
      title: 'We prepare your order',
      text: 'Your order is prepared for pickup at least 1 hour after your payment succeeds. Your pick-up code appears in your order details.',
    },
    {
      title: 'Collect in store',
      text: `Show your pick-up code at the showroom during store hours, 10:00-20:00 WIB.`,
    },
  ],
}
