import * as m from '#messages'
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
            {m.showrooms_rename()}
            <span className="sr-only"> {region.region_name}</span>
          </Button>
          <Button
            variant="ghost"
            disabled={region.showrooms.length > 0}
            title={region.showrooms.length > 0 ? m.showrooms_only_empty_region() : undefined}
            onClick={() => {
              if (window.confirm(m.showrooms_confirm_delete_region({ name: region.region_name })))
                removeRegion.mutate({ id: region.id })
            }}
          >
            {m.showrooms_delete()}
            <span className="sr-only"> {region.region_name}</span>
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
                  <Badge tone="ok">{m.showrooms_active()}</Badge>
                ) : (
                  <Badge tone="muted">{m.showrooms_inactive()}</Badge>
                )}
                {showroom.is_hub && (
                  <Badge tone="hub">
                    {m.showrooms_hub_code_badge({ code: showroom.hub_code })}
                  </Badge>
                )}
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
                {m.showrooms_edit()}
                <span className="sr-only"> {showroom.showroom_name}</span>
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  if (window.confirm(m.showrooms_confirm_delete({ name: showroom.showroom_name })))
                    removeShowroom.mutate({ id: showroom.id })
                }}
              >
                {m.showrooms_delete()}
                <span className="sr-only"> {showroom.showroom_name}</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div className="p-4 pt-2">
        <Button variant="ghost" onClick={onAddShowroom}>
          + {m.showrooms_add_showroom()}
          <span className="sr-only">{m.showrooms_in_region({ name: region.region_name })}</span>
        </Button>
      </div>
    </section>
  )
}
