import type { FastifyInstance } from 'fastify'
import {
  createAddress,
  deleteAddress,
  getAddresses,
  setPrimaryAddress,
  updateAddress,
} from '@store/contract/address'
import type { AddressFormSchema } from '@store/contract/address'
import { MESSAGES } from '@store/contract/messages'
import type { z } from 'zod'
import { badRequest, notFound } from '../../lib/http-errors'
import { registerCall } from '../../lib/register-call'
import { requireMember } from '../../plugins/auth'
import { findRegionMismatch } from '../regions/region.repository'
import {
  insertAddress,
  listAddresses,
  movePrimaryAddress,
  removeAddress,
  updateAddressFields,
} from './address.repository'
import type { AddressFields } from './address.repository'

const MISMATCH_MESSAGES = {
  province: MESSAGES.provinceRequired,
  city: MESSAGES.cityRequired,
  subdistrict: MESSAGES.subdistrictRequired,
} as const

export function addressRoutes(app: FastifyInstance) {
  /** The form's fields as stored, once the province, city and subdistrict are known to nest. */
  async function toFields(input: z.output<typeof AddressFormSchema>): Promise<AddressFields> {
    const mismatch = await findRegionMismatch(
      app.db,
      input.province_id,
      input.city_id,
      input.subdistrict_id,
    )
    if (mismatch) throw badRequest(MISMATCH_MESSAGES[mismatch])
    return {
      label: input.address_label,
      recipientName: input.recipient_name,
      recipientPhone: input.recipient_phone,
      recipientZip: input.recipient_zip,
      addressStreet: input.address_street,
      provinceId: input.province_id,
      cityId: input.city_id,
      subdistrictId: input.subdistrict_id,
      notes: input.address_notes ? input.address_notes : null,
    }
  }

  registerCall(app, getAddresses, async (_input, request) => ({
    data: { user_addresses: await listAddresses(app.db, requireMember(request).id) },
  }))

  registerCall(app, createAddress, async (input, request) => {
    await insertAddress(app.db, requireMember(request).id, await toFields(input))
    return { data: { message: MESSAGES.addressSaved } }
  })

  registerCall(app, updateAddress, async (input, request) => {
    const fields = await toFields(input)
    if (
      !(await updateAddressFields(app.db, requireMember(request).id, input.user_address_id, fields))
    )
      throw notFound(MESSAGES.addressNotValid)
    return { data: { message: MESSAGES.addressSaved } }
  })

  registerCall(app, deleteAddress, async ({ user_address_id }, request) => {
    const outcome = await removeAddress(app.db, requireMember(request).id, user_address_id)
    if (outcome === 'primary') throw badRequest(MESSAGES.primaryAddressLocked)
    if (outcome === 'missing') throw notFound(MESSAGES.addressNotValid)
    return { data: { message: MESSAGES.addressRemoved } }
  })

  registerCall(app, setPrimaryAddress, async ({ user_address_id }, request) => {
    const userId = requireMember(request).id
    const moved = await app.db.transaction((tx) => movePrimaryAddress(tx, userId, user_address_id))
    if (!moved) throw notFound(MESSAGES.addressNotValid)
    return { data: { message: MESSAGES.addressPrimarySet } }
  })
}
