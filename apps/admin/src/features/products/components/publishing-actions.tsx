import * as m from '#messages'
import { useState } from 'react'
import { toast } from 'sonner'
import type { AdminProduct } from '@store/contract/admin/products'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { InputField } from '@/components/ui/field'
import { usePublishProduct } from '../api/publish-product'

/**
 * Publish, unpublish and schedule a product that is not archived. A draft is
 * seen by staff only; a scheduled one is published by the store at its WIB time.
 */
export function PublishingActions({ product }: { product: AdminProduct }) {
  const publishing = usePublishProduct()
  const [scheduling, setScheduling] = useState(false)
  const [publishAt, setPublishAt] = useState(product.publish_at)
  const [error, setError] = useState<string | undefined>()
  const move = (to: 'publish' | 'unpublish') =>
    publishing.mutate(
      { id: product.id, to },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (failure) => toast.error(failure.message),
      },
    )
  const published = product.status === 'PUBLISHED'
  return (
    <>
      {published ? (
        <Button variant="secondary" busy={publishing.isPending} onClick={() => move('unpublish')}>
          {m.products_unpublish()}
        </Button>
      ) : (
        <Button busy={publishing.isPending} onClick={() => move('publish')}>
          {product.publish_at ? m.products_publish_now() : m.products_publish()}
        </Button>
      )}
      <Button variant="secondary" onClick={() => setScheduling(true)}>
        {product.publish_at ? m.products_change_schedule() : m.products_schedule()}
      </Button>
      {product.publish_at && (
        <Button variant="secondary" busy={publishing.isPending} onClick={() => move('unpublish')}>
          {m.products_cancel_schedule()}
        </Button>
      )}
      <Dialog
        open={scheduling}
        onClose={() => setScheduling(false)}
        title={m.products_schedule_title()}
      >
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            publishing.mutate(
              { id: product.id, to: 'schedule', publish_at: publishAt },
              {
                onSuccess: ({ message }) => {
                  toast.success(message)
                  setError(undefined)
                  setScheduling(false)
                },
                onError: (failure) => setError(failure.message),
              },
            )
          }}
        >
          <p className="text-sm">{m.products_schedule_body({ name: product.product_name })}</p>
          <InputField
            label={m.products_publish_at()}
            type="datetime-local"
            required
            hint={m.products_publish_at_hint()}
            error={error === undefined ? undefined : { message: error }}
            value={publishAt}
            onChange={(event) => setPublishAt(event.target.value)}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setScheduling(false)}>
              {m.products_cancel()}
            </Button>
            <Button type="submit" busy={publishing.isPending}>
              {m.products_schedule()}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  )
}
