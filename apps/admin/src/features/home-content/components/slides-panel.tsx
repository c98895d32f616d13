import * as m from '#messages'
import { useState } from 'react'
import type { AdminSlide } from '@store/contract/admin/home-content'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { ReorderButtons, moveId } from '@/components/ui/reorder-buttons'
import { useDeleteSlide } from '../api/delete-slide'
import { useOrderSlides } from '../api/order-slides'
import { previewSrc } from '@/components/media/preview-src'
import { SlideForm } from './slide-form'

type Editing = { slide?: AdminSlide } | null

/** The home slider: its slides in the shop's order, each movable, editable and removable. */
export function SlidesPanel({ slides }: { slides: AdminSlide[] }) {
  const [editing, setEditing] = useState<Editing>(null)
  const order = useOrderSlides()
  const remove = useDeleteSlide()
  const ids = slides.map((slide) => slide.id)
  return (
    <section aria-labelledby="slides-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="slides-heading" className="text-lg font-semibold">
            {m.home_part_slider()}
          </h2>
          <p className="text-sm text-muted">{m.home_slider_note()}</p>
        </div>
        <Button onClick={() => setEditing({})}>{m.home_add_slide()}</Button>
      </div>
      {slides.length === 0 && <p className="text-muted">{m.home_no_slides()}</p>}
      <ol className="flex flex-col gap-3">
        {slides.map((slide, index) => (
          <li
            key={slide.id}
            className="flex flex-wrap items-center gap-4 rounded-lg border border-line bg-white p-3"
          >
            <img
              src={previewSrc(slide.media_url_mobile)}
              alt=""
              className="h-16 w-24 shrink-0 rounded object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{slide.title}</p>
              <p className="truncate text-sm text-muted">
                {slide.slider_type === 'YOUTUBE'
                  ? m.home_youtube_slide({ id: slide.youtube_video_id })
                  : slide.href_url || m.home_no_link()}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <ReorderButtons
                label={slide.title}
                index={index}
                count={slides.length}
                disabled={order.isPending}
                onMove={(step) => order.mutate({ ids: moveId(ids, index, step) })}
              />
              <Button variant="secondary" onClick={() => setEditing({ slide })}>
                {m.home_edit()}
                <span className="sr-only"> {slide.title}</span>
              </Button>
              <Button
                variant="ghost"
                busy={remove.isPending && remove.variables.id === slide.id}
                onClick={() => {
                  if (window.confirm(m.home_remove_slide_confirm({ title: slide.title })))
                    remove.mutate({ id: slide.id })
                }}
              >
                {m.home_remove()}
                <span className="sr-only"> {slide.title}</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.slide ? m.home_edit_slide() : m.home_add_slide()}
      >
        {editing && <SlideForm slide={editing.slide} onDone={() => setEditing(null)} />}
      </Dialog>
    </section>
  )
}
