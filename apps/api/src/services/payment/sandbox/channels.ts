import type { PageWords } from './bill-language'

/**
 * The channels the built-in page offers, with Faspay-style channel ids
 * (payment_channel_uid). The ids follow Faspay's public channel list as far
 * as it is known; the store only records them.
 */
export interface PaymentChannel {
  uid: string
  name: string
  group: 'Virtual Account' | 'Card' | 'E-wallet'
  /** What the shopper does with this channel, shown under its name, in the page's language. */
  hint: (words: PageWords) => string
  /** A name that is a word rather than a brand, in the page's language. */
  localName?: (words: PageWords) => string
}

export const PAYMENT_CHANNELS: readonly PaymentChannel[] = [
  {
    uid: '702',
    name: 'BCA Virtual Account',
    group: 'Virtual Account',
    hint: (words) => words.channel_hint_bca(),
  },
  {
    uid: '802',
    name: 'Mandiri Virtual Account',
    group: 'Virtual Account',
    hint: (words) => words.channel_hint_mandiri(),
  },
  {
    uid: '801',
    name: 'BNI Virtual Account',
    group: 'Virtual Account',
    hint: (words) => words.channel_hint_bni(),
  },
  {
    uid: '700',
    name: 'CIMB VA',
    group: 'Virtual Account',
    hint: (words) => words.channel_hint_cimb(),
  },
  {
    uid: '500',
    name: 'Credit Card',
    group: 'Card',
    hint: (words) => words.channel_hint_card(),
    localName: (words) => words.channel_credit_card(),
  },
  { uid: '812', name: 'OVO', group: 'E-wallet', hint: (words) => words.channel_hint_ovo() },
  {
    uid: '713',
    name: 'ShopeePay',
    group: 'E-wallet',
    hint: (words) => words.channel_hint_shopeepay(),
  },
  { uid: '302', name: 'LinkAja', group: 'E-wallet', hint: (words) => words.channel_hint_linkaja() },
]

/** A group's legend in the page's language. */
export const groupName = (group: PaymentChannel['group'], words: PageWords): string =>
  group === 'Card'
    ? words.channel_group_card()
    : group === 'E-wallet'
      ? words.channel_group_e_wallet()
      : words.channel_group_virtual_account()

export function channelByUid(uid: string | undefined): PaymentChannel | null {
  return PAYMENT_CHANNELS.find((channel) => channel.uid === uid) ?? null
}
