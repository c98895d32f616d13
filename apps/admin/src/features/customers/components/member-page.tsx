import * as m from '#messages'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { eraseMember } from '@store/contract/admin/customer-data'
import { parseId } from '@store/contract/ids'
import { useStaffSession } from '@/api/get-staff-session'
import { NotFound } from '@/components/not-found'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { canAct } from '@/lib/staff-access'
import { memberExportHref } from '../api/export-member-data'
import { useMember } from '../api/get-member'
import { NewsletterTag, orderCount } from './customer-parts'
import { EraseDialog } from './erase-dialog'
import { MemberOrders } from './member-orders'
import { formatDate, formatRupiah } from '@/i18n/locale'

/** One member: contact, figures, addresses, orders, and (for an OWNER) their data on request. */
export function MemberPage() {
  const id = parseId(useParams().id)
  const navigate = useNavigate()
  const { data: session } = useStaffSession()
  const member = useMember(id)
  const [erasing, setErasing] = useState(false)
  if (id === null) return <NotFound />
  if (member.error)
    return (
      <p role="alert" className="text-danger">
        {member.error.message}
      </p>
    )
  if (!member.data)
    return (
      <p role="status" className="text-muted">
        {m.customers_loading_member()}
      </p>
    )
  const { member: who, addresses, orders } = member.data
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/customers" className="text-muted underline-offset-2 hover:underline">
          ← {m.nav_customers()}
        </Link>
      </p>
      <PageHeader title={who.name} />
      <section aria-labelledby="contact" className="mb-6 grid gap-4 md:grid-cols-3">
        <div className="rounded-lg border border-line bg-white p-4 text-sm md:col-span-2">
          <h2 id="contact" className="mb-3 text-xs font-medium tracking-wide text-muted uppercase">
            {m.customers_contact()}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-muted">{m.email()}</dt>
            <dd className="break-all">
              <a href={`mailto:${who.email}`} className="underline-offset-2 hover:underline">
                {who.email}
              </a>
            </dd>
            <dt className="text-muted">{m.customers_member_since()}</dt>
            <dd>{formatDate(who.joined_at)}</dd>
            <dt className="text-muted">{m.customers_newsletter()}</dt>
            <dd>
              <NewsletterTag state={who.newsletter} />
            </dd>
          </dl>
        </div>
        <div className="rounded-lg border border-line bg-white p-4 text-sm">
          <h2 className="mb-3 text-xs font-medium tracking-wide text-muted uppercase">
            {m.customers_spent()}
          </h2>
          <p className="text-2xl font-semibold tabular-nums">{formatRupiah(who.total_spent)}</p>
          <p className="text-muted">
            {m.customers_on_paid_orders({ orders: orderCount(who.order_count) })}
          </p>
        </div>
      </section>
      <section aria-labelledby="addresses" className="mb-6">
        <h2 id="addresses" className="mb-3 text-lg font-semibold">
          {m.customers_addresses()}
        </h2>
        {addresses.length === 0 ? (
          <p className="text-sm text-muted">{m.customers_no_address()}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {addresses.map((address) => (
              <li key={address.id} className="rounded-lg border border-line bg-white p-4 text-sm">
                <p className="font-medium">
                  {address.label}
                  {address.is_primary && (
                    <span className="ml-2 text-xs font-normal text-muted">
                      {m.customers_primary()}
                    </span>
                  )}
                </p>
                <p>
                  {address.recipient_name} · {address.recipient_phone}
                </p>
                <p className="text-muted">
                  {[address.street, address.district, address.city, address.province]
                    .filter(Boolean)
                    .join(', ')}{' '}
                  {address.zip}
                </p>
                {address.notes && <p className="text-muted">{address.notes}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <MemberOrders orders={orders} />
      {canAct(session?.staff, eraseMember.roles) && (
        <section
          aria-labelledby="personal-data"
          className="mt-8 rounded-lg border border-line bg-white p-4 text-sm"
        >
          <h2 id="personal-data" className="mb-1 text-lg font-semibold">
            {m.customers_personal_data()}
          </h2>
          <p className="mb-4 text-muted">{m.customers_personal_data_note()}</p>
          <div className="flex flex-wrap gap-2">
            <a
              href={memberExportHref(who.id)}
              download
              className="inline-flex min-h-10 items-center rounded-md border border-stone-300 bg-white px-4 py-2 font-medium hover:bg-stone-100"
            >
              {m.customers_export_data()}
            </a>
            <Button variant="danger" onClick={() => setErasing(true)}>
              {m.customers_erase_data()}
            </Button>
          </div>
          <EraseDialog
            member={who}
            open={erasing}
            onClose={() => setErasing(false)}
            onErased={() => void navigate('/customers', { replace: true })}
          />
        </section>
      )}
    </>
  )
}
