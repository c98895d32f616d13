import { z } from 'zod'
import { defineCall } from './call'
import {
  BinaryFlagSchema,
  DataMessageResponseSchema,
  MAX_LENGTH,
  optionalText,
  requiredId,
  requiredText,
} from './common'
import { MESSAGES } from './messages'
import {
  CitySchema,
  ProvinceSchema,
  SubdistrictSchema,
  cityIdField,
  provinceIdField,
  subdistrictIdField,
} from './regions'
import { ROUTES } from './routes'

export const UserAddressSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  recipient_name: z.string(),
  recipient_phone: z.string(),
  recipient_zip: z.string(),
  address_street: z.string(),
  province_id: z.number().int(),
  city_id: z.number().int(),
  subdistrict_id: z.number().int(),
  notes: z.string().nullable(),
  /** 1 = primary: it cannot be removed and is chosen first at checkout. */
  is_primary: BinaryFlagSchema,
  subdistrict: SubdistrictSchema.pick({ subdistrict_name: true }),
  city: CitySchema.pick({ type: true, city_name: true }),
  province: ProvinceSchema.pick({ province_name: true }),
})
export type UserAddress = z.infer<typeof UserAddressSchema>

/** Spaces, dots, dashes and brackets are typing aids; the number is its digits and a leading +. */
export const normalisePhone = (value: string) => value.replace(/[\s().-]/g, '')
export const PHONE_PATTERN = /^\+?\d{6,20}$/

export function phoneField(required: string) {
  return requiredText(required, 40, MESSAGES.phoneInvalid)
    .overwrite(normalisePhone)
    .regex(PHONE_PATTERN, MESSAGES.phoneInvalid)
}

/** Indonesian postal codes have 5 digits. */
export function zipField(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(/^\d{5}$/, MESSAGES.zipInvalid)
}

export const recipientNameField = requiredText(
  MESSAGES.recipientNameRequired,
  MAX_LENGTH.name,
  `Recipient name must be at most ${MAX_LENGTH.name} characters.`,
)
export const addressStreetField = requiredText(
  MESSAGES.addressStreetRequired,
  MAX_LENGTH.street,
  `Address street must be at most ${MAX_LENGTH.street} characters.`,
)
export const addressNotesField = optionalText(
  MAX_LENGTH.notes,
  `Address notes must be at most ${MAX_LENGTH.notes} characters.`,
)

/** The address form; the checkout's own form says 'Zipcode' instead of 'Recipient zipcode'. */
export function addressFormSchema(zipRequired: string) {
  return z.object({
    address_label: requiredText(
      MESSAGES.addressLabelRequired,
      MAX_LENGTH.label,
      `Address label must be at most ${MAX_LENGTH.label} characters.`,
    ),
    recipient_name: recipientNameField,
    recipient_phone: phoneField(MESSAGES.recipientPhoneRequired),
    recipient_zip: zipField(zipRequired),
    address_street: addressStreetField,
    province_id: provinceIdField,
    city_id: cityIdField,
    subdistrict_id: subdistrictIdField,
    address_notes: addressNotesField,
  })
}

export const AddressFormSchema = addressFormSchema(MESSAGES.recipientZipRequired)
export type AddressFormInput = z.input<typeof AddressFormSchema>
export const CheckoutAddressFormSchema = addressFormSchema(MESSAGES.checkoutZipRequired)

export const userAddressIdField = requiredId(MESSAGES.addressNotValid)
export const UpdateAddressInputSchema = AddressFormSchema.extend({
  user_address_id: userAddressIdField,
})
export type UpdateAddressInput = z.input<typeof UpdateAddressInputSchema>
export const AddressIdInputSchema = z.object({ user_address_id: userAddressIdField })

export const getAddresses = defineCall({
  ...ROUTES.getAddresses,
  payload: z.object({}),
  response: z.object({ data: z.object({ user_addresses: z.array(UserAddressSchema) }) }),
  summary: "The member's saved shipping addresses, primary first",
})

export const createAddress = defineCall({
  ...ROUTES.createAddress,
  payload: AddressFormSchema,
  response: DataMessageResponseSchema,
  summary: 'Save a shipping address; the first one becomes primary',
})

export const updateAddress = defineCall({
  ...ROUTES.updateAddress,
  payload: UpdateAddressInputSchema,
  response: DataMessageResponseSchema,
  summary: "Change one of the member's addresses",
})

export const deleteAddress = defineCall({
  ...ROUTES.deleteAddress,
  payload: AddressIdInputSchema,
  response: DataMessageResponseSchema,
  summary: `Remove a non-primary address (a primary one answers 400 "${MESSAGES.primaryAddressLocked}")`,
})

export const setPrimaryAddress = defineCall({
  ...ROUTES.setPrimaryAddress,
  payload: AddressIdInputSchema,
  response: DataMessageResponseSchema,
  summary: 'Make an address the primary one; the former primary stops being it',
})
