import { PAYMENT_CHANNEL_KINDS } from '@store/contract/payment-guide'
import type { PaymentChannelKind } from '@store/contract/payment-guide'

/**
 * Faspay's payment channels (`payment_channel_uid`), kept in this one list the
 * built-in page and the Faspay adapter both read (decision 082). Faspay
 * publishes the codes in its "Payment Channel Code" table and answers a
 * merchant's own list from its Payment Channel Inquiry call (`pg_code`,
 * `pg_name`): a merchant corrects an entry here from that answer, sets its
 * `source` to 'Payment Channel Inquiry' and `confirmed` to true.
 *
 * `confirmed` means a public source names the code and none gives it to
 * another channel; none of these has yet been checked against the table.
 */
export const CHANNEL_KINDS = PAYMENT_CHANNEL_KINDS
export type ChannelKind = PaymentChannelKind

export interface PaymentChannel {
  /** Faspay's `payment_channel_uid`. */
  uid: string
  /** Faspay's `payment_channel`, as the shopper and staff read it. */
  name: string
  kind: ChannelKind
  /** Where the uid was read. */
  source: string
  confirmed: boolean
  /** Why the uid is in doubt, when it is. */
  doubt?: string
}

const CLIENT = "an open-source PHP Faspay client's channel enum"
const GUIDE = "Faspay's integration guides"

export const PAYMENT_CHANNEL_LIST: readonly PaymentChannel[] = [
  {
    uid: '711',
    name: 'QRIS',
    kind: 'qris',
    source: CLIENT,
    confirmed: false,
    doubt: 'given as ShopeePay QRIS; a QRIS any issuer app pays is a separate Faspay integration',
  },
  { uid: '819', name: 'DANA', kind: 'ewallet', source: CLIENT, confirmed: true },
  { uid: '812', name: 'OVO', kind: 'ewallet', source: CLIENT, confirmed: true },
  { uid: '713', name: 'ShopeePay', kind: 'ewallet', source: CLIENT, confirmed: true },
  {
    uid: '302',
    name: 'LinkAja',
    kind: 'ewallet',
    source: CLIENT,
    confirmed: false,
    doubt: "716 is given to the LinkAja app and 715 to LinkAja QRIS in Faspay's guides",
  },
  { uid: '702', name: 'BCA Virtual Account', kind: 'va', source: CLIENT, confirmed: true },
  { uid: '802', name: 'Mandiri Virtual Account', kind: 'va', source: CLIENT, confirmed: true },
  { uid: '801', name: 'BNI Virtual Account', kind: 'va', source: CLIENT, confirmed: true },
  {
    uid: '800',
    name: 'BRI Virtual Account',
    kind: 'va',
    source: CLIENT,
    confirmed: false,
    doubt: 'the same client gives 800 to another bank too',
  },
  { uid: '402', name: 'Permata Virtual Account', kind: 'va', source: CLIENT, confirmed: true },
  {
    uid: '825',
    name: 'CIMB VA',
    kind: 'va',
    source: CLIENT,
    confirmed: false,
    doubt: 'the store first carried 700, which other sources give to OCTO Clicks (CIMB Niaga)',
  },
  { uid: '408', name: 'Maybank Virtual Account', kind: 'va', source: CLIENT, confirmed: true },
  { uid: '708', name: 'Danamon Virtual Account', kind: 'va', source: CLIENT, confirmed: true },
  { uid: '818', name: 'Sinarmas Virtual Account', kind: 'va', source: CLIENT, confirmed: true },
  {
    uid: '500',
    name: 'Credit Card',
    kind: 'card',
    source: 'none found',
    confirmed: false,
    doubt: 'no public source gives the card a code; Faspay runs cards as a separate product',
  },
  { uid: '709', name: 'Kredivo', kind: 'paylater', source: CLIENT, confirmed: true },
  { uid: '807', name: 'Akulaku', kind: 'paylater', source: CLIENT, confirmed: true },
  { uid: '820', name: 'Indodana', kind: 'paylater', source: CLIENT, confirmed: true },
  { uid: '706', name: 'Indomaret', kind: 'retail', source: `${CLIENT}; ${GUIDE}`, confirmed: true },
  {
    uid: '707',
    name: 'Alfamart',
    kind: 'retail',
    source: `${CLIENT} (Alfagroup)`,
    confirmed: true,
  },
]
