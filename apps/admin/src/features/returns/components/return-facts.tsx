import * as m from '#messages'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { listRefunds } from '@store/contract/admin/refunds'
import type { StaffReturn } from '@store/contract/admin/returns'
import { useStaffSession } from '@/api/get-staff-session'
import { formatRupiah } from '@/i18n/locale'
import { canAct } from '@/lib/staff-access'
import { WAY_WORDS, WISH_WORDS } from '../utils/return-words'
import { Facts, Section } from './section'

/** The refund by the rule once the parcel is counted, with the way to the ledger for money roles. */
function RefundOwed({ item, ledger }: { item: StaffReturn; ledger: boolean }) {
  if (item.refund_amount === null)
    return <span className="text-muted">{m.returns_refund_unknown()}</span>
  return (
    <span>
      {formatRupiah(item.refund_amount)}
      {ledger && (
        <Link to="/refunds?status=" className="ml-2 underline underline-offset-2">
          {m.returns_see_refunds()}
        </Link>
      )}
    </span>
  )
}

/** How the parcel comes back, where, and what is owed or sent for it. */
export function ReturnFacts({ item }: { item: StaffReturn }) {
  const { data: session } = useStaffSession()
  const ledger = item.refund_amount !== null && canAct(session?.staff, listRefunds.roles)
  const refund: [string, ReactNode][] =
    item.wish === 'REFUND' || item.refund_amount !== null
      ? [[m.returns_refund_amount(), <RefundOwed item={item} ledger={ledger} />]]
      : []
  const waybill: [string, ReactNode][] = item.exchange_no_resi
    ? [[m.returns_exchange_waybill(), <span className="font-mono">{item.exchange_no_resi}</span>]]
    : []
  return (
    <Section id="return-how" title={m.returns_how()}>
      <Facts
        rows={[
          [m.returns_buyer(), item.buyer_name],
          [m.returns_wish(), WISH_WORDS[item.wish]()],
          [m.returns_way(), WAY_WORDS[item.way]()],
          [m.returns_to_showroom(), item.showroom_name],
          [m.returns_address(), item.showroom_address],
          ...refund,
          ...waybill,
        ]}
      />
    </Section>
  )
}

/** The buyer's bank account, only where the API gives it (the roles that handle money); else nothing. */
export function ReturnBank({ bank }: { bank: StaffReturn['bank'] }) {
  if (!bank) return null
  return (
    <Section id="return-bank" title={m.returns_bank()}>
      <Facts
        rows={[
          [m.returns_bank_name(), bank.bank_name],
          [m.returns_account_number(), <span className="font-mono">{bank.account_number}</span>],
          [m.returns_account_holder(), bank.account_holder],
        ]}
      />
    </Section>
  )
}
