import * as m from '#messages'
import { saveStock } from '@store/contract/admin/stock'
import { useStaffSession } from '@/api/get-staff-session'
import { FilterBar } from '@/components/filter-bar/filter-bar'
import { FilterSelect } from '@/components/filter-bar/filter-controls'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { useListParams } from '@/lib/list-params'
import { canAct } from '@/lib/staff-access'
import { useShowroomStock } from '../api/get-showroom-stock'
import { useStockShowrooms } from '../api/get-stock-showrooms'
import { useStockEdits } from '../hooks/use-stock-edits'
import { showroomStockParamsOf } from '../utils/showroom-stock-params'
import { SaveBar } from './save-bar'
import { ShowroomProductCard } from './showroom-product-card'

/** One showroom's stock, product by product: read-only for a showroom's own staff. */
export function Component() {
  const { data: session } = useStaffSession()
  const editable = canAct(session?.staff, saveStock.roles)
  const { query: address, update } = useListParams(showroomStockParamsOf)
  const showrooms = useStockShowrooms()
  const showroomId = address.showroom ?? showrooms.data?.[0]?.id
  const { page } = address
  const stock = useShowroomStock(
    showroomId === undefined ? null : { showroom_id: showroomId, search: address.q, page },
  )
  const stockEdits = useStockEdits()
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
      <PageHeader title={m.nav_stock()} />
      <FilterBar
        scope={
          <FilterSelect
            label={m.showroom()}
            value={String(showroomId ?? '')}
            disabled={stockEdits.edits.size > 0}
            hint={stockEdits.edits.size > 0 ? m.stock_save_to_switch() : undefined}
            choices={(showrooms.data ?? []).map((room) => ({
              value: String(room.id),
              label: room.is_hub ? m.stock_showroom_hub({ name: room.name }) : room.name,
            }))}
            onChange={(showroom) => update({ showroom })}
          />
        }
        search={{
          label: m.stock_search(),
          value: address.q ?? '',
          onSearch: (q) => update({ q }),
        }}
      />
      {!editable && <p className="mb-4 text-sm text-muted">{m.stock_read_only()}</p>}
      {(showrooms.error ?? stock.error) && (
        <p role="alert" className="text-danger">
          {(showrooms.error ?? stock.error)?.message}
        </p>
      )}
      {stock.isLoading && (
        <p role="status" className="text-muted">
          {m.stock_loading()}
        </p>
      )}
      {data && showroomId !== undefined && (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted" aria-live="polite">
            {data.total === 0
              ? m.stock_no_product_matches()
              : m.stock_products_at({
                  count: data.total,
                  showroom: data.showroom.name,
                  page: data.page,
                  pages: data.page_count,
                })}
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
            <nav aria-label={m.pages()} className="flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                disabled={page <= 1 || stockEdits.edits.size > 0}
                onClick={() => update({ page: page - 1 })}
              >
                {m.stock_previous_page()}
              </Button>
              <Button
                variant="secondary"
                disabled={page >= data.page_count || stockEdits.edits.size > 0}
                onClick={() => update({ page: page + 1 })}
              >
                {m.stock_next_page()}
              </Button>
            </nav>
          )}
          {editable && <SaveBar stockEdits={stockEdits} reload={reload} />}
        </div>
      )}
    </>
  )
}
