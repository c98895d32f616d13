import * as m from '#messages'
import { Button } from '@/components/ui/button'

/** Previous and next page of a list whose page lives in the URL. */
export function Pager({
  page,
  total,
  perPage,
  noun,
  onPage,
}: {
  page: number
  total: number
  perPage: number
  noun: [one: string, many: string]
  onPage: (page: number) => void
}) {
  const pages = Math.max(1, Math.ceil(total / perPage))
  return (
    <nav
      aria-label={m.pages()}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-muted">
        {total.toLocaleString('id-ID')} {total === 1 ? noun[0] : noun[1]} ·{' '}
        {m.page_of({ page, pages })}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {m.previous()}
        </Button>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {m.next_page()}
        </Button>
      </div>
    </nav>
  )
}
