import { PAYMENT_CHANNEL_LIST } from './channel-list'
import type { PaymentChannel } from './channel-list'

export { CHANNEL_KINDS, PAYMENT_CHANNEL_LIST } from './channel-list'
export type { ChannelKind, PaymentChannel } from './channel-list'

export function channelByUid(uid: string | undefined | null): PaymentChannel | null {
  return PAYMENT_CHANNEL_LIST.find((channel) => channel.uid === uid) ?? null
}

/**
 * The name recorded on an order for a notification's channel: the provider's
 * own words first, else the list's name for its uid, else none.
 */
export function recordedChannelName(
  uid: string | undefined,
  providerName: string | undefined,
): string | null {
  return providerName ?? channelByUid(uid)?.name ?? null
}
