import type { ReactNode } from 'react'
import type { AdminRegion, AdminShowroom } from '@store/contract/admin/showrooms'
import { Button } from '@/components/ui/button'
import { ReorderButtons, moveId } from '@/components/ui/reorder-buttons'
import { useDeleteRegion } from '../api/delete-region'
import { useDeleteShowroom } from '../api/delete-showroom'
import { useOrderShowrooms } from '../api/order-showrooms'

interface RegionCardProps {
  region: AdminRegion
  /** The region's own up and down buttons. */
  reorder: ReactNode
  onRename: () => void
  onAddShowroom: () => void
  onEditShowroom: (showroom: AdminShowroom) => void
}

function Badge({ children, tone }: { children: string; tone: 'ok' | 'muted' | 'hub' }) {
  const tones = {
    ok: 'bg-green-100 text-ok',
    muted: 'bg-stone-200 text-muted',
    hub: 'bg-orange-100 text-accent',
  }
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>
  )
}

/** One region: its name and buttons, then its showrooms in the order /stores lists them. */
export function RegionCard({
  region,
  reorder,
  onRename,
  onAddShowroom,
  onEditShowroom,
}: RegionCardProps) {
  const order = useOrderShowrooms()
  const removeShowroom = useDeleteShowroom()
  const removeRegion = useDeleteRegion()
  const ids = region.showrooms.map((showroom) => showroom.id)
  const headingId = `region-${region.id}`
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-white">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line p-4">
        <h2 id={headingId} className="text-lg font-semibold">
          {region.region_name}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {reorder}
          <Button variant="secondary" onClick={onRename}>
            Rename<span className="sr-only"> {region.region_name}</span>
          </Button>
          <Button
            variant="ghost"
            disabled={region.showrooms.length > 0}
            title={region.showrooms.length > 0 ? 'Only an empty region can be deleted.' : undefined}
            onClick={() => {
              if (window.confirm(`Delete the region ${region.region_name}?`))
                removeRegion.mutate({ id: region.id })
            }}
          >
            Delete<span className="sr-only"> {region.region_name}</span>
          </Button>
        </div>
      </header>
      <ol className="divide-y divide-line">
        {region.showrooms.map((showroom, index) => (
          <li key={showroom.id} className="flex flex-wrap items-center gap-3 p-4">
            <div className="min-w-0 flex-1 basis-60">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {showroom.showroom_name}
                {showroom.is_active ? (
                  <Badge tone="ok">Active</Badge>
                ) : (
                  <Badge tone="muted">Inactive</Badge>
                )}
                {showroom.is_hub && <Badge tone="hub">{`Hub ${showroom.hub_code}`}</Badge>}
              </p>
              <p className="text-sm text-muted">
                {showroom.phone} · {showroom.address1}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <ReorderButtons
                label={showroom.showroom_name}
                index={index}
                count={region.showrooms.length}
                disabled={order.isPending}
                onMove={(step) =>
                  order.mutate({ region_id: region.id, ids: moveId(ids, index, step) })
                }
              />
              <Button variant="secondary" onClick={() => onEditShowroom(showroom)}>
                Edit<span className="sr-only"> {showroom.showroom_name}</span>
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  if (window.confirm(`Delete ${showroom.showroom_name}?`))
                    removeShowroom.mutate({ id: showroom.id })
                }}
              >
                Delete<span className="sr-only"> {showroom.showroom_name}</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div className="p-4 pt-2">
        <Button variant="ghost" onClick={onAddShowroom}>
          + Add a showroom<span className="sr-only"> in {region.region_name}</span>
        </Button>
      </div>
    </section>
  )
}
