import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { CATALOGUE_ROLES } from '@store/contract/admin/staff-roles'
import { parseId } from '@store/contract/ids'
import { Button } from '@/components/ui/button'
import { InputField, SelectField } from '@/components/ui/field'
import { PageHeader } from '@/components/ui/page-header'
import { canAct, useStaffSession } from '@/api/get-staff-session'
import { showroomStockQuery, stockShowroomsQuery } from '../api/calls'
import { SaveBar } from './save-bar'
import { ShowroomProductCard } from './showroom-product-card'
import { useStockEdits } from '../hooks/use-stock-edits'

/** One showroom's stock, product by product: read-only for a showroom's own staff. */
export function Component() {
  const { data: session } = useStaffSession()
  const editable = canAct(session?.staff, CATALOGUE_ROLES)
  const [params, setParams] = useSearchParams()
  const showrooms = useQuery(stockShowroomsQuery)
  const showroomId = parseId(params.get('showroom')) ?? showrooms.data?.[0]?.id
  const search = params.get('q') ?? ''
  const page = parseId(params.get('page')) ?? 1
  const [typed, setTyped] = useState(search)
  useEffect(() => setTyped(search), [search])
  const stock = useQuery({
    ...showroomStockQuery({ showroom_id: showroomId ?? 0, search: search || undefined, page }),
    enabled: showroomId !== undefined,
  })
  const stockEdits = useStockEdits()
  const update = (next: Record<string, string | undefined>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current)
      for (const [key, value] of Object.entries(next))
        if (value) merged.set(key, value)
        else merged.delete(key)
      return merged
    })
  const reload = async () => {
    const { data } = await stock.refetch()
    if (!data) return null
    const held = new Map(
      data.products.flatMap((p) => p.sizes.map((s) => [s.product_size_id, s.qty])),
    )
    return (sizeId: number) => held.get(sizeId) ?? 0
  }
  const data = stock.data
  return (
    <>
      <PageHeader title="Stock" />
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-64">
          <SelectField
            label="Showroom"
            value={showroomId ?? ''}
            disabled={stockEdits.edits.size > 0}
            hint={stockEdits.edits.size > 0 ? 'Save or discard your changes to switch.' : undefined}
            onChange={(event) => update({ showroom: event.target.value, page: undefined })}
          >
            {showrooms.data?.map((room) => (
              <option key={room.id} value={room.id}>
                {room.name}
                {room.is_hub ? ' (hub)' : ''}
              </option>
            ))}
          </SelectField>
        </div>
        <form
          role="search"
          className="flex flex-1 items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            update({ q: typed.trim() || undefined, page: undefined })
          }}
        >
          <div className="flex-1">
            <InputField
              label="Product name or code"
              type="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
      </div>
      {!editable && (
        <p className="mb-4 text-sm text-muted">
          You can see this showroom&apos;s stock; the catalogue team changes it.
        </p>
      )}
      {(showrooms.error ?? stock.error) && (
        <p role="alert" className="text-danger">
          {(showrooms.error ?? stock.error)?.message}
        </p>
      )}
      {stock.isLoading && (
        <p role="status" className="text-muted">
          Loading stock…
        </p>
      )}
      {data && showroomId !== undefined && (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted" aria-live="polite">
            {data.total === 0
              ? 'No product matches.'
              : `${data.total} products at ${data.showroom.name}, page ${data.page} of ${data.page_count}.`}
          </p>
          <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {data.products.map((product) => (
              <ShowroomProductCard
                key={product.id}
                product={product}
                showroomId={showroomId}
                edits={stockEdits.edits}
                readOnly={!editable}
                onCell={stockEdits.setCell}
              />
            ))}
          </div>
          {data.page_count > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                disabled={page <= 1 || stockEdits.edits.size > 0}
                onClick={() => update({ page: String(page - 1) })}
              >
                Previous page
              </Button>
              <Button
                variant="secondary"
                disabled={page >= data.page_count || stockEdits.edits.size > 0}
                onClick={() => update({ page: String(page + 1) })}
              >
                Next page
              </Button>
            </nav>
          )}
          {editable && <SaveBar stockEdits={stockEdits} reload={reload} />}
        </div>
      )}
    </>
  )
}
