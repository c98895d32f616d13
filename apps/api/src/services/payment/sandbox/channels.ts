import type { ChannelKind, PaymentChannel } from '../channels'
import type { PageWords } from './bill-language'

/** Hints written for one bank or app; every other channel takes its kind's. */
const OWN_HINTS: Record<string, (words: PageWords) => string> = {
  '702': (words) => words.channel_hint_bca(),
  '802': (words) => words.channel_hint_mandiri(),
  '801': (words) => words.channel_hint_bni(),
  '825': (words) => words.channel_hint_cimb(),
  '500': (words) => words.channel_hint_card(),
  '812': (words) => words.channel_hint_ovo(),
  '713': (words) => words.channel_hint_shopeepay(),
  '302': (words) => words.channel_hint_linkaja(),
}

const KIND_HINTS: Record<ChannelKind, (words: PageWords, name: string) => string> = {
  va: (words) => words.channel_hint_va(),
  qris: (words) => words.channel_hint_qris(),
  ewallet: (words, name) => words.channel_hint_ewallet({ name }),
  card: (words) => words.channel_hint_card(),
  paylater: (words, name) => words.channel_hint_paylater({ name }),
  retail: (words, name) => words.channel_hint_retail({ name }),
}

/** What the shopper does with this channel, shown under its name, in the page's language. */
export const channelHint = (channel: PaymentChannel, words: PageWords): string =>
  OWN_HINTS[channel.uid]?.(words) ?? KIND_HINTS[channel.kind](words, channel.name)

/** A name that is a word rather than a brand is said in the page's language. */
export const channelLabel = (channel: PaymentChannel, words: PageWords): string =>
  channel.kind === 'card' ? words.channel_credit_card() : channel.name

const GROUP_NAMES: Record<ChannelKind, (words: PageWords) => string> = {
  va: (words) => words.channel_group_virtual_account(),
  qris: (words) => words.channel_group_qris(),
  ewallet: (words) => words.channel_group_e_wallet(),
  card: (words) => words.channel_group_card(),
  paylater: (words) => words.channel_group_paylater(),
  retail: (words) => words.channel_group_retail(),
}

/** A group's legend in the page's language. */
export const groupName = (kind: ChannelKind, words: PageWords): string => GROUP_NAMES[kind](words)
