import * as m from '#messages'
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { PageHeader } from '@/components/ui/page-header'
import { useCreateProduct } from '../api/create-product'
import { placeServerMessage } from '../utils/product-fields'
import { ProductForm } from './product-form'

export function ProductNewPage() {
  const create = useCreateProduct()
  const navigate = useNavigate()
  const [createdId, setCreatedId] = useState<number | null>(null)
  // Leaves once the form is no longer dirty, so the unsaved-changes prompt does not ask.
  useEffect(() => {
    if (createdId === null) return
    void navigate(`/products/${createdId}`, { replace: true })
    // The button was at the foot of a long form: the product opens at its tabs, photos and stock next.
    window.scrollTo(0, 0)
  }, [createdId, navigate])
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/products" className="text-muted hover:text-ink">
          ← {m.nav_products()}
        </Link>
      </p>
      <PageHeader title={m.products_new()} />
      <p className="mb-6 max-w-3xl text-sm text-muted">{m.products_new_intro()}</p>
      <ProductForm
        busy={create.isPending}
        submitLabel={m.products_create()}

        onSubmit={(values, form) =>
          create.mutate(values, {
            onSuccess: ({ message, product }) => {
              form.reset(values)
              toast.success(message)
              setCreatedId(product.id)
            },
            onError: (error) => {
              if (!placeServerMessage(form, error.message)) toast.error(error.message)
            },
          })
        }
      />
    </>
  )
}
