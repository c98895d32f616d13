import { useState } from 'react'
import { CUSTOMERS_PAGE_SIZE } from '@store/contract/admin/customers'
import { exportNewsletterCsv } from '@store/contract/admin/newsletter'
import { Pager } from '../../components/pager'
import { Button } from '../../components/ui/button'
import { apiUrl } from '../../env'
import { InputField } from '../../components/ui/field'
import { PageHeader } from '../../components/ui/page-header'
import { useGuests, useMembers } from './api'
import { GuestList } from './guest-list'
import { useCustomerListParams } from './list-params'
import type { CustomerTab } from './list-params'
import { MemberList } from './member-list'

const TABS: { tab: CustomerTab; label: string }[] = [
  { tab: 'members', label: 'Members' },
  { tab: 'guests', label: 'Guests' },
]

/** Members and guests, searched by name, e-mail or phone (OWNER and STAFF). */
export function CustomersPage() {
  const { tab, q, page, update } = useCustomerListParams()
  const query = { q: q || undefined, page }
  const members = useMembers(query, tab === 'members')
  const guests = useGuests(query, tab === 'guests')
  const list = tab === 'members' ? members : guests
  const [search, setSearch] = useState(q)
  return (
    <>
      <PageHeader
        title="Customers"
        actions={
          <a
            href={apiUrl(exportNewsletterCsv.path)}
            download
            className="inline-flex min-h-10 items-center rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100"
          >
            Newsletter subscribers (CSV)
          </a>
        }
      />
      <nav aria-label="Customer lists" className="mb-4 flex gap-1 border-b border-line">
        {TABS.map((item) => (
          <button
            key={item.tab}
            type="button"
            aria-current={tab === item.tab ? 'page' : undefined}
            onClick={() => update({ tab: item.tab })}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${tab === item.tab ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink'}`}
          >
            {item.label}
          </button>
        ))}
      </nav>
      <form
        role="search"
        className="mb-4 flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          update({ q: search.trim() })
        }}
      >
        <div className="flex-1">
          <InputField
            label="Search by name, e-mail or phone"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {list.error && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-3 text-sm text-danger">
          {list.error.message}
        </p>
      )}
      {list.isPending && (
        <p role="status" className="text-muted">
          Loading customers…
        </p>
      )}
      {tab === 'members' && members.data && <MemberList members={members.data.members} />}
      {tab === 'guests' && guests.data && <GuestList guests={guests.data.guests} />}
      {list.data && (
        <Pager
          page={list.data.page}
          total={list.data.total}
          perPage={CUSTOMERS_PAGE_SIZE}
          noun={tab === 'members' ? ['member', 'members'] : ['guest', 'guests']}
          onPage={(next) => update({ page: next })}
        />
      )}
    </>
  )
}
