/**
 * The channels the built-in page offers, with Faspay-style channel ids
 * (payment_channel_uid). The ids follow Faspay's public channel list as far
 * as it is known; the store only records them.
 */
export interface PaymentChannel {
  uid: string
  name: string
  group: 'Virtual Account' | 'Card' | 'E-wallet'
  /** What the shopper does with this channel, shown under its name. */
  hint: string
}

export const PAYMENT_CHANNELS: readonly PaymentChannel[] = [
  {
    uid: '702',
    name: 'BCA Virtual Account',
    group: 'Virtual Account',
    hint: 'Transfer from BCA mobile, KlikBCA or an ATM',
  },
  {
    uid: '802',
    name: 'Mandiri Virtual Account',
    group: 'Virtual Account',
    hint: "Livin' by Mandiri or an ATM",
  },
  {
    uid: '801',
    name: 'BNI Virtual Account',
    group: 'Virtual Account',
    hint: 'BNI Mobile Banking or an ATM',
  },
  {
    uid: '700',
    name: 'CIMB VA',
    group: 'Virtual Account',
    hint: 'OCTO Mobile or a CIMB Niaga ATM',
  },
  {
    uid: '500',
    name: 'Credit Card',
    group: 'Card',
    hint: 'Visa, Mastercard or JCB with 3-D Secure',
  },
  { uid: '812', name: 'OVO', group: 'E-wallet', hint: 'Confirm in the OVO app' },
  { uid: '713', name: 'ShopeePay', group: 'E-wallet', hint: 'Confirm in the Shopee app' },
  { uid: '302', name: 'LinkAja', group: 'E-wallet', hint: 'Confirm in the LinkAja app' },
]

export function channelByUid(uid: string | undefined): PaymentChannel | null {
  return PAYMENT_CHANNELS.find((channel) => channel.uid === uid) ?? null
}
