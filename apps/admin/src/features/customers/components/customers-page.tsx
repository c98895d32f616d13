import * as m from '#messages'
import { CUSTOMERS_PAGE_SIZE } from '@store/contract/admin/customers'
import { FilterBar } from '@/components/filter-bar/filter-bar'
import { Pager } from '@/components/pager'
import { PageHeader } from '@/components/ui/page-header'
import { useListParams } from '@/lib/list-params'
import { newsletterExportHref } from '../api/export-newsletter'
import { useGuests } from '../api/get-guests'
import { useMembers } from '../api/get-members'
import { customerListOf, tabParam } from '../utils/customer-list-params'
import type { CustomerTab } from '../utils/customer-list-params'
import { GuestList } from './guest-list'
import { MemberList } from './member-list'

const TABS: { tab: CustomerTab; label: string }[] = [
  { tab: 'members', label: m.customers_members() },
  { tab: 'guests', label: m.customers_guests() },
]

/** Members and guests, searched by name, e-mail or phone (OWNER and STAFF). */
export function CustomersPage() {
  const { query, update } = useListParams(customerListOf)
  const { tab, q, page } = query
  const search = { q: q || undefined, page }
  const members = useMembers(search, tab === 'members')
  const guests = useGuests(search, tab === 'guests')
  const list = tab === 'members' ? members : guests
  return (
    <>
      <PageHeader
        title={m.nav_customers()}
        actions={
          <a
            href={newsletterExportHref()}
            download
            className="inline-flex min-h-10 items-center rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100"
          >
            {m.customers_newsletter_csv()}
          </a>
        }
      />
      <nav aria-label={m.customers_lists()} className="mb-4 flex gap-1 border-b border-line">
        {TABS.map((item) => (
          <button
            key={item.tab}
            type="button"
            aria-current={tab === item.tab ? 'page' : undefined}
            onClick={() => update({ tab: tabParam(item.tab) })}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${tab === item.tab ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink'}`}
          >
            {item.label}
          </button>
        ))}
      </nav>
      <FilterBar
        search={{
          label: m.customers_search(),
          value: q,
          onSearch: (text) => update({ q: text }),
        }}
      />
      {list.error && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-3 text-sm text-danger">
          {list.error.message}
        </p>
      )}
      {list.isPending && (
        <p role="status" className="text-muted">
          {m.customers_loading()}
        </p>
      )}
      {tab === 'members' && members.data && <MemberList members={members.data.members} />}
      {tab === 'guests' && guests.data && <GuestList guests={guests.data.guests} />}
      {list.data && (
        <Pager
          page={list.data.page}
          total={list.data.total}
          perPage={CUSTOMERS_PAGE_SIZE}
          noun={
            tab === 'members'
              ? [m.customers_member_one(), m.customers_member_many()]
              : [m.customers_guest_one(), m.customers_guest_many()]
          }
          onPage={(next) => update({ page: next })}
        />
      )}
    </>
  )
}
