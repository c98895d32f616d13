import type { Executor } from '@store/db/client'
import type { z } from 'zod'
import type { CreateTransactionInputSchema } from '@store/contract/checkout-trx'
import { MESSAGES } from '@store/contract/messages'
import { badRequest } from '../../lib/http-errors'
import type { OrderParty } from '../../orders/place/place-order'
import { findUserById } from '../auth/user.repository'
import { findMemberAddress } from '../user/address.repository'
import { destinationOf } from './shipping'

export type TransactionInput = z.output<typeof CreateTransactionInputSchema>

async function memberDelivery(db: Executor, userId: number, addressId: number) {
  const row = await findMemberAddress(db, userId, addressId)
  // Another member's address is answered exactly like a missing one.
  if (!row) throw badRequest(MESSAGES.chooseAddress)
  return {
    destination: await destinationOf(db, row.subdistrictId),
    recipientName: row.recipientName,
    recipientPhone: row.recipientPhone,
    label: row.label,
    zip: row.recipientZip || null,
    street: row.addressStreet,
    notes: row.notes,
  }
}

async function guestDelivery(db: Executor, input: TransactionInput) {
  const destination = await destinationOf(db, input.subdistrict_id ?? 0)
  if (destination.cityId !== input.city_id || destination.provinceId !== input.province_id)
    throw badRequest(MESSAGES.addressNotValid)
  return {
    destination,
    recipientName: input.address_recipient_name ?? '',
    recipientPhone: input.address_recipient_phone ?? '',
    label: null,
    zip: input.address_zip || null,
    street: input.address_street ?? '',
    notes: input.address_notes ?? null,
  }
}

/** Who collects a pick-up; the contract's rules have made sure both are given. */
const pickupCollector = (input: TransactionInput) =>
  input.shipping_type === 'PICKUP_ON_STORE'
    ? {
        name: input.address_recipient_name ?? '',
        phone: input.address_recipient_phone ?? '',
      }
    : null

export async function orderParty(
  db: Executor,
  input: TransactionInput,
  memberId: number | null,
): Promise<OrderParty> {
  const online = input.shipping_type === 'ONLINE_DELIVERY'
  if (memberId !== null) {
    const user = await findUserById(db, memberId)
    if (!user) throw badRequest(MESSAGES.signInRequired)
    const delivery =
      online && input.user_address_id !== undefined
        ? await memberDelivery(db, memberId, input.user_address_id)
        : null
    return {
      buyerName: user.name,
      buyerEmail: user.email,
      delivery,
      collector: pickupCollector(input),
    }
  }
  const delivery = online ? await guestDelivery(db, input) : null
  const collector = pickupCollector(input)
  const email = input.guest_email ?? ''
  return {
    buyerName: delivery?.recipientName || collector?.name || email.split('@')[0] || 'Guest',
    buyerEmail: email,
    delivery,
    collector,
  }
}
