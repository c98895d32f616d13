import * as m from '#messages'
import { useCallback, useState } from 'react'
import { Link, useParams } from 'react-router'
import { MAX_PRODUCT_PHOTOS, SetProductPhotosSchema } from '@store/contract/admin/product-photos'
import type { ProductPhotos } from '@store/contract/admin/product-photos'
import type { UploadedImage } from '@store/contract/admin/media'
import { parseId } from '@store/contract/ids'
import { ImageUploader } from '@/components/media/image-uploader'
import { Button } from '@/components/ui/button'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useProductPhotos } from '../api/get-product-photos'
import { useSetProductPhotos } from '../api/set-product-photos'
import { addPhotos, draftOf, movePhoto, removePhoto, sameDraft } from '../utils/photo-draft'
import { photoProblem } from '../utils/photo-problem'

import type { PhotoDraft } from '../utils/photo-draft'
import { PhotoList } from './photo-list'
import type { PhotoAction } from './photo-list'
import { SizeChart } from './size-chart'

/** `/products/:id/photos`: a product's photos in order, its cover first, and its size chart. */
export function ProductPhotosPage() {
  const productId = parseId(useParams().id)
  const { data, error, isPending } = useProductPhotos(productId)
  if (productId === null) return <p role="alert">{m.photos_no_such_product()}</p>
  if (isPending)
    return (
      <p role="status" className="text-muted">
        {m.photos_loading()}
      </p>
    )
  if (error)
    return (
      <p role="alert" className="text-danger">
        {error.message}
      </p>
    )
  return <PhotoEditor key={productId} saved={data} />
}

function PhotoEditor({ saved }: { saved: ProductPhotos }) {
  const [draft, setDraft] = useState<PhotoDraft>(() => draftOf(saved))
  const [base, setBase] = useState(saved)
  const [focus, setFocus] = useState<{ url: string; action: PhotoAction } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const save = useSetProductPhotos(saved.product_id, (answer) => {
    setBase(answer)
    setDraft(draftOf(answer))
  })
  const dirty = !sameDraft(draft, draftOf(base))
  useUnsavedChanges(dirty)

  const onAction = (index: number, action: PhotoAction) => {
    const url = draft.photos[index]?.url
    if (!url) return
    setProblem(null)
    if (action === 'remove') {
      const next = draft.photos[index + 1] ?? draft.photos[index - 1]
      setFocus(next ? { url: next.url, action: 'remove' } : null)
      setDraft(removePhoto(draft, index))
      return
    }
    const to = action === 'earlier' ? index - 1 : action === 'later' ? index + 1 : 0
    setFocus({ url, action })
    setDraft(movePhoto(draft, index, to))
  }
  const onUploaded = useCallback((image: UploadedImage) => {
    setProblem(null)
    setDraft((current) => addPhotos(current, [{ url: image.url, placeholder: image.placeholder }]))
  }, [])

  const submit = () => {
    const input = {
      product_id: saved.product_id,
      revision: base.revision,
      photo_urls: draft.photos.map((photo) => photo.url),
      size_chart_url: draft.sizeChart?.url ?? null,
    }
    const checked = SetProductPhotosSchema.safeParse(input)
    if (!checked.success) {
      setProblem(photoProblem(checked.error.issues[0]?.message))
      return
    }
    save.mutate({ input, draft })
  }

  return (
    <div className="flex max-w-5xl flex-col gap-8">
      <div className="flex flex-col gap-1">
        <Link
          to={`/products/${saved.product_id}`}
          className="self-start text-sm text-accent underline"
        >
          {m.photos_back()}
        </Link>
        <h1 className="text-2xl font-semibold">{m.photos_heading()}</h1>
        <p className="text-sm text-muted">
          {saved.product_name} · {saved.product_code}
        </p>
      </div>
      <section aria-labelledby="photos-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="photos-heading" className="text-lg font-semibold">
            {m.photos_product_photos()}
          </h2>
          <p className="text-sm text-muted">
            {m.photos_count({ count: draft.photos.length, max: MAX_PRODUCT_PHOTOS })}
          </p>
        </div>
        {draft.photos.length > 0 ? (
          <PhotoList photos={draft.photos} onAction={onAction} focus={focus} />
        ) : (
          <p className="text-sm text-muted">{m.photos_none_yet()}</p>
        )}
        <ImageUploader
          label={m.photos_add()}
          multiple
          disabled={draft.photos.length >= MAX_PRODUCT_PHOTOS}
          onUploaded={onUploaded}
        />
      </section>
      <SizeChart
        chart={draft.sizeChart}
        onChange={(sizeChart) => setDraft({ ...draft, sizeChart })}
      />
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-line bg-paper/95 px-4 py-3 lg:-mx-8 lg:px-8">
        <Button onClick={submit} busy={save.isPending} disabled={!dirty}>
          {m.photos_save()}
        </Button>
        <Button
          variant="ghost"
          disabled={!dirty || save.isPending}
          onClick={() => setDraft(draftOf(base))}
        >
          {m.photos_undo()}
        </Button>
        {problem && (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        )}
        {!problem && dirty && <p className="text-sm text-muted">{m.photos_not_saved()}</p>}
      </div>
    </div>
  )
}
