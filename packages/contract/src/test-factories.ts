import type { AddressFormInput, UserAddress } from './address'
import type { CartItem } from './cart'
import type { ProductImage } from './catalog'
import type { Order, OrderLine, OrderTracking } from './orders'
import type { PaymentGuide } from './payment-guide'
import type { PromoBundle } from './promos'
import type { Showroom } from './showrooms'

/** Fixtures for tests: a plausible record, with whatever the test cares about overridden. */
export const DEVICE_ID = 'device-1234abcd'

export const createImage = (overrides: Partial<ProductImage> = {}): ProductImage => ({
  image_url: '/images/products/linen-shirt-1.webp',
  image_type: 'COVER',
  ...overrides,
})

export const createCartItem = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 1,
  product_detail_id: 101,
  size_code: 'M',
  size_name: 'Medium',
  qty: 1,
  group_id: 1,
  category_sub_id: 61,
  max_qty: 12,
  product_detail: {
    product_name: 'Linen Camp Shirt',
    retail_price: 459_000,
    net_price: 399_000,
    direct_discount: null,
    product_images: [createImage()],
  },
  ...overrides,
})

export const createShowroom = (overrides: Partial<Showroom> = {}): Showroom => ({
  id: 1,
  showroom_name: 'Kainara Senopati',
  showroom_region_id: 1,
  address1: 'Jl. Senopati No. 10',
  address2: 'Kebayoran Baru',
  address3: 'Jakarta Selatan 12190',
  maps_url: 'https://maps.google.com/?q=-6.23,106.80',
  phone: '+62217203344',
  is_hub: 0,
  ...overrides,
})

export const createAddressForm = (overrides: Partial<AddressFormInput> = {}): AddressFormInput => ({
  address_label: 'Home',
  recipient_name: 'Sari Wulandari',
  recipient_phone: '081234567890',
  recipient_zip: '40115',
  address_street: 'Jl. Dago No. 12',
  province_id: 32,
  city_id: 3273,
  subdistrict_id: 327301,
  address_notes: 'Pagar hijau',
  ...overrides,
})

export const createUserAddress = (overrides: Partial<UserAddress> = {}): UserAddress => ({
  id: 1,
  label: 'Home',
  recipient_name: 'Sari Wulandari',
  recipient_phone: '081234567890',
  recipient_zip: '40115',
  address_street: 'Jl. Dago No. 12',
  province_id: 32,
  city_id: 3273,
  subdistrict_id: 327301,
  notes: null,
  is_primary: 1,
  subdistrict: { subdistrict_name: 'Sukasari' },
  city: { type: 'Kota', city_name: 'Bandung' },
  province: { province_name: 'Jawa Barat' },
  ...overrides,
})

export const createOrderLine = (overrides: Partial<OrderLine> = {}): OrderLine => ({
  id: 1,
  product_detail_id: 101,
  product_name: 'Linen Camp Shirt',
  size_code: 'M',
  qty: 2,
  retail_price: 459_000,
  net_price: 399_000,
  disc_percent: 10,
  disc_nominal: 0,
  subtotal: 718_200,
  product_detail: { product_images: [createImage()] },
  ...overrides,
})

export const createOrderTracking = (overrides: Partial<OrderTracking> = {}): OrderTracking => ({
  sender_address: 'Kainara Hub Jakarta, Jl. Senopati No. 10',
  receiver_address: 'Jl. Dago No. 12, Bandung',
  last_status: { status: 'DELIVERED', date_time: '2025-03-04 14:10', receiver_name: 'Sari' },
  track_history: [
    { date_time: '2025-03-04 14:10', status: 'DELIVERED', city: null, receiver_name: 'Sari' },
    { date_time: '2025-03-03 20:00', status: 'IN', city: 'Bandung', receiver_name: null },
  ],
  ...overrides,
})

/** A waiting order's guide: the built-in page's BCA virtual account, held until 3 March 10:15. */
export const createPaymentGuide = (overrides: Partial<PaymentGuide> = {}): PaymentGuide => ({
  channel_kind: 'va',
  channel_name: 'BCA Virtual Account',
  pay_code: '7021234567890123',
  qris_image: null,
  expires_at: '2025-03-03 10:15:00',
  payment_data: {
    merchant_id: '99999',
    merchant_name: 'KAINARA',
    order_id: 'KN2503020001',
    order_reff: 'a1b2c3d4-0000-4000-8000-000000000001',
    bill_date: '2025-03-02 10:15:00',
    bill_expired: '2025-03-03 10:15:00',
    bill_desc: 'KAINARA order',
    bill_total: '736200',
    custNo: '1',
    return_url: 'http://localhost:3000/payment/response',
    custName: 'Sari Wulandari',
    custEmail: 'sari@example.co.id',
    products: '',
    signature: 'f'.repeat(40),
    payment_channel: ['702', '812'],
    payment_url: 'http://localhost:3000/payment-sandbox',
  },
  ...overrides,
})

export const createOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 1,
  trx_ref: 'a1b2c3d4-0000-4000-8000-000000000001',
  trx_date: '2025-03-02 10:15:00',
  trx_status: 'SHIPPED',
  shipping_type: 'ONLINE_DELIVERY',
  grand_total: 736_200,
  promo_code: null,
  promo_discount: 0,
  notes: null,
  showroom: { id: 9, showroom_name: 'Kainara Hub Jakarta' },
  pickup_code: null,
  pickup_qr: null,
  no_resi: '000123456789',
  shipping_courier: 'sicepat',
  shipping_service_name: 'REG',
  shipping_cost: 18_000,
  shipping_notes: null,
  address_recipient_name: 'Sari Wulandari',
  address_recipient_phone: '081234567890',
  address_label: 'Home',
  address_street: 'Jl. Dago No. 12',
  address_subdistrict: 'Sukasari',
  address_city: 'Kota Bandung',
  address_province: 'Jawa Barat',
  payment_status_desc: 'Payment Sukses',
  payment_channel: 'CIMB VA',
  payment_in_process: false,
  payment_duedate: '2025-03-03 10:15:00',
  payment_date: '2025-03-02 10:20:00',
  payment_guide: null,
  user: { name: 'Sari Wulandari' },
  sales_trx_details: [createOrderLine()],
  order_tracking: createOrderTracking(),
  ...overrides,
})

export const createPromoBundle = (overrides: Partial<PromoBundle> = {}): PromoBundle => ({
  id: 1,
  name: 'Buy 3 Kids Items',
  description: 'Any three kids items, 15% off',
  bundling_item_count: 3,
  disc_percent: 15,
  disc_nominal: 0,
  promo_bundling_products: [
    { bundling_type: 'GROUP', m_group_id: 3, m_sub_group_id: null, product_detail_id: null },
  ],
  ...overrides,
})
