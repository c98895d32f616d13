import * as m from '#messages'
import { useState } from 'react'
import type { AdminRegion, AdminShowroom } from '@store/contract/admin/showrooms'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { PageHeader } from '@/components/ui/page-header'
import { ReorderButtons, moveId } from '@/components/ui/reorder-buttons'
import { useShowrooms } from '../api/get-showrooms'
import { useOrderRegions } from '../api/order-regions'
import { RegionCard } from './region-card'
import { RegionForm } from './region-form'
import { ShowroomForm } from './showroom-form'

type Editing =
  | { kind: 'region'; region?: AdminRegion }
  | { kind: 'showroom'; regionId: number; showroom?: AdminShowroom }
  | null

/** /showrooms: the regions of the store locator, each with its showrooms. */
export function ShowroomsPage() {
  const { data: regions, error, isPending } = useShowrooms()
  const [editing, setEditing] = useState<Editing>(null)
  const order = useOrderRegions()
  const close = () => setEditing(null)
  const ids = (regions ?? []).map((region) => region.id)
  const title =
    editing?.kind === 'region'
      ? editing.region
        ? m.showrooms_rename_region()
        : m.showrooms_add_region()
      : editing?.showroom
        ? m.showrooms_edit_showroom()
        : m.showrooms_add_showroom()
  return (
    <>
      <PageHeader
        title={m.nav_showrooms()}
        actions={
          <>
            <a
              href="/stores"
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-10 items-center rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100"
            >
              {m.showrooms_see_stores()}
              <span className="sr-only">{m.showrooms_new_tab()}</span>
            </a>
            <Button onClick={() => setEditing({ kind: 'region' })}>
              {m.showrooms_add_region()}
            </Button>
          </>
        }
      />
      <p className="mb-6 max-w-2xl text-sm text-muted">{m.showrooms_intro()}</p>
      {isPending && (
        <p role="status" className="text-muted">
          {m.showrooms_loading()}
        </p>
      )}
      {error && (
        <p role="alert" className="text-danger">
          {error.message}
        </p>
      )}
      <div className="flex flex-col gap-6">
        {regions?.map((region, index) => (
          <RegionCard
            key={region.id}
            region={region}
            reorder={
              <ReorderButtons
                label={region.region_name}
                index={index}
                count={regions.length}
                disabled={order.isPending}
                onMove={(step) => order.mutate({ ids: moveId(ids, index, step) })}
              />
            }
            onRename={() => setEditing({ kind: 'region', region })}
            onAddShowroom={() => setEditing({ kind: 'showroom', regionId: region.id })}
            onEditShowroom={(showroom) =>
              setEditing({ kind: 'showroom', regionId: region.id, showroom })
            }
          />
        ))}
      </div>
      <Dialog open={editing !== null} onClose={close} title={title}>
        {editing?.kind === 'region' && <RegionForm region={editing.region} onDone={close} />}
        {editing?.kind === 'showroom' && regions && (
          <ShowroomForm
            regions={regions}
            regionId={editing.regionId}
            showroom={editing.showroom}
            onDone={close}
          />
        )}
      </Dialog>
    </>
  )
}

export { ShowroomsPage as Component }
