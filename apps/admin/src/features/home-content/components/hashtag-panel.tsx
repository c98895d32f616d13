import * as m from '#messages'
import { useState } from 'react'
import type { AdminHashtagImage, HomeContent } from '@store/contract/admin/home-content'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { ReorderButtons, moveId } from '@/components/ui/reorder-buttons'
import { useDeleteHashtagImage } from '../api/delete-hashtag-image'
import { useOrderHashtagImages } from '../api/order-hashtag-images'
import { previewSrc } from '@/components/media/preview-src'
import { HashtagImageForm } from './hashtag-image-form'
import { HashtagSectionForm } from './hashtag-section-form'

type Editing = { image?: AdminHashtagImage } | null

/** The hashtag gallery: its heading, and its images with their Instagram links, in order. */
export function HashtagPanel({ content }: { content: HomeContent }) {
  const [editing, setEditing] = useState<Editing>(null)
  const order = useOrderHashtagImages()
  const remove = useDeleteHashtagImage()
  const images = content.hashtag_images
  const ids = images.map((image) => image.id)
  return (
    <section aria-labelledby="hashtag-heading" className="flex flex-col gap-6">
      <div>
        <h2 id="hashtag-heading" className="text-lg font-semibold">
          {m.home_hashtag()}
        </h2>
        <p className="text-sm text-muted">{m.home_hashtag_note()}</p>
      </div>
      <HashtagSectionForm texts={content} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold">{m.home_images({ count: images.length })}</h3>
        <Button onClick={() => setEditing({})}>{m.home_add_image()}</Button>
      </div>
      <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {images.map((image, index) => {
          const label = m.home_image_n({ n: index + 1 })
          return (
            <li key={image.id} className="flex gap-3 rounded-lg border border-line bg-white p-3">
              <img
                src={previewSrc(image.image_url)}
                alt=""
                className="size-20 shrink-0 rounded object-cover"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <p className="truncate text-sm text-muted">{image.ig_url}</p>
                <div className="flex flex-wrap gap-1">
                  <ReorderButtons
                    label={label}
                    index={index}
                    count={images.length}
                    disabled={order.isPending}
                    onMove={(step) => order.mutate({ ids: moveId(ids, index, step) })}
                  />
                  <Button variant="secondary" onClick={() => setEditing({ image })}>
                    {m.home_edit()}
                    <span className="sr-only"> {label}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => {
                      if (window.confirm(m.home_remove_image_confirm({ label })))
                        remove.mutate({ id: image.id })
                    }}
                  >
                    {m.home_remove()}
                    <span className="sr-only"> {label}</span>
                  </Button>
                </div>
              </div>
            </li>
          )
        })}
      </ol>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.image ? m.home_edit_image() : m.home_add_image()}
      >
        {editing && <HashtagImageForm image={editing.image} onDone={() => setEditing(null)} />}
      </Dialog>
    </section>
  )
}
