import { expect, test } from 'vitest'
import { CHANNEL_KINDS, PAYMENT_CHANNEL_LIST, channelByUid, recordedChannelName } from './channels'

test('each channel has its own Faspay id, and every kind of payment is offered', () => {
  const uids = PAYMENT_CHANNEL_LIST.map((channel) => channel.uid)
  expect(new Set(uids).size).toBe(uids.length)
  for (const uid of uids) expect(uid).toMatch(/^\d{3}$/)
  for (const kind of CHANNEL_KINDS) {
    expect(PAYMENT_CHANNEL_LIST.some((channel) => channel.kind === kind)).toBe(true)
  }
})

test('the channels Indonesians pay with are all on the list, each of its kind', () => {
  const kindOf = (name: string) =>
    PAYMENT_CHANNEL_LIST.find((channel) => channel.name.startsWith(name))?.kind
  for (const name of ['DANA', 'OVO', 'ShopeePay', 'LinkAja']) expect(kindOf(name)).toBe('ewallet')
  for (const bank of ['BCA', 'Mandiri', 'BNI', 'BRI', 'Permata', 'CIMB', 'Maybank', 'Danamon']) {
    expect(kindOf(bank)).toBe('va')
  }
  for (const name of ['Kredivo', 'Akulaku', 'Indodana']) expect(kindOf(name)).toBe('paylater')
  for (const name of ['Indomaret', 'Alfamart']) expect(kindOf(name)).toBe('retail')
  expect(kindOf('QRIS')).toBe('qris')
  expect(kindOf('Credit Card')).toBe('card')
})

test('every id says where it was read, and a doubtful one is unconfirmed with its doubt', () => {
  for (const channel of PAYMENT_CHANNEL_LIST) {
    expect(channel.source.length).toBeGreaterThan(0)
    expect(channel.confirmed).toBe(channel.doubt === undefined)
  }
  expect(channelByUid('825')).toMatchObject({ name: 'CIMB VA', confirmed: false })
  expect(channelByUid('500')).toMatchObject({ kind: 'card', confirmed: false })
  // 700 is OCTO Clicks, internet banking the store does not offer.
  expect(channelByUid('700')).toBeNull()
})

test("a notification's channel is named by the provider first, else by the list", () => {
  expect(recordedChannelName('825', 'CIMB VA')).toBe('CIMB VA')
  expect(recordedChannelName('819', undefined)).toBe('DANA')
  expect(recordedChannelName('999', undefined)).toBeNull()
  expect(recordedChannelName(undefined, undefined)).toBeNull()
})
