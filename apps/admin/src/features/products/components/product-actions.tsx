import * as m from '#messages'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { AdminProduct } from '@store/contract/admin/products'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { InputField } from '@/components/ui/field'
import { useArchiveProduct } from '../api/archive-product'
import { useDuplicateProduct } from '../api/duplicate-product'
import { useRestoreProduct } from '../api/restore-product'
import { PublishingActions } from './publishing-actions'

type Open = 'archive' | 'restore' | 'duplicate' | null

/** Publishing, archive, restore and duplicate; archive, restore and duplicate are asked first. */
export function ProductActions({ product }: { product: AdminProduct }) {
  const [open, setOpen] = useState<Open>(null)
  const [code, setCode] = useState('')
  const archive = useArchiveProduct()
  const restore = useRestoreProduct()
  const duplicate = useDuplicateProduct()
  const navigate = useNavigate()
  const close = () => setOpen(null)
  const done = ({ message }: { message: string }) => {
    toast.success(message)
    close()
  }
  const failed = (error: Error) => toast.error(error.message)
  const archived = product.status === 'ARCHIVED'
  const statusChange = archived ? restore : archive
  return (
    <>
      {!archived && <PublishingActions product={product} />}
      <Button variant="secondary" onClick={() => setOpen('duplicate')}>
        {m.products_duplicate()}
      </Button>
      <Button
        variant={archived ? 'primary' : 'danger'}
        onClick={() => setOpen(archived ? 'restore' : 'archive')}
      >
        {archived ? m.products_restore() : m.products_archive()}
      </Button>
      <Dialog
        open={open === 'archive' || open === 'restore'}
        onClose={close}
        title={open === 'archive' ? m.products_archive_title() : m.products_restore_title()}
      >
        <p className="mb-4 text-sm">
          {open === 'archive'
            ? m.products_archive_body({ name: product.product_name })
            : m.products_restore_body({ name: product.product_name })}
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {m.products_cancel()}
          </Button>
          <Button
            variant={open === 'archive' ? 'danger' : 'primary'}
            busy={statusChange.isPending}
            onClick={() => statusChange.mutate(product.id, { onSuccess: done, onError: failed })}
          >
            {open === 'archive' ? m.products_archive() : m.products_restore()}
          </Button>
        </div>
      </Dialog>
      <Dialog open={open === 'duplicate'} onClose={close} title={m.products_duplicate_title()}>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            duplicate.mutate(
              { id: product.id, product_code: code.trim() },
              {
                onSuccess: (answer) => {
                  done(answer)
                  void navigate(`/products/${answer.product.id}`)
                },
                onError: failed,
              },
            )
          }}
        >
          <p className="text-sm">{m.products_duplicate_body()}</p>
          <InputField
            label={m.products_copy_code()}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {m.products_cancel()}
            </Button>
            <Button type="submit" busy={duplicate.isPending}>
              {m.products_duplicate()}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  )
}
