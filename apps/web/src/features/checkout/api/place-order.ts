import type { PayloadOf } from '@/lib/api-payload'
import type { CheckoutChoices, ChosenPlace } from '../utils/checkout-steps'

/** The checkout-trx payload of spec section 7 from the shopper's choices. */
export function transactionPayload(
  choices: CheckoutChoices,
  place: ChosenPlace,
  deviceId: string,
  guestEmail: string | null,
): PayloadOf<'createTransaction'> {
  const { address, shipping } = choices
  const online = place.shipping_type === 'ONLINE_DELIVERY'
  const typed = online && address?.kind === 'typed' ? address.address : undefined
  const collector = online ? undefined : choices.collector
  return {
    local_device_id: deviceId,
    ...place,
    guest_email: guestEmail ?? undefined,
    user_address_id: online && address?.kind === 'saved' ? address.user_address_id : undefined,
    address_recipient_name: typed?.address_recipient_name ?? collector?.name,
    address_recipient_phone: typed?.address_recipient_phone ?? collector?.phone,
    address_zip: typed?.address_zip || undefined,
    address_street: typed?.address_street,
    province_id: typed?.province_id,
    city_id: typed?.city_id,
    subdistrict_id: typed?.subdistrict_id,
    address_notes: typed?.address_notes || undefined,
    shipping_courier: online ? 'sicepat' : undefined,
    shipping_service_name: online ? shipping?.service : undefined,
    shipping_service_desc: online ? shipping?.description : undefined,
    shipping_etd: online ? shipping?.etd : undefined,
    shipping_cost: online ? shipping?.tariff : undefined,
    promo_code: choices.promo?.code,
  }
}
