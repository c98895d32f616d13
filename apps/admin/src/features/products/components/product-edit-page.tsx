import { Link, useParams } from 'react-router'
import { toast } from 'sonner'
import { AdminApiError } from '@/lib/api-client'
import { PageHeader } from '@/components/ui/page-header'
import { useProduct, useUpdateProduct } from '../api/calls'
import { ProductActions } from './product-actions'
import { ProductForm, placeServerMessage } from './product-form'
import { ProductStatus } from './product-list-parts'
import { ProductTabs } from './product-tabs'

export function ProductEditPage() {
  const id = Number(useParams().id)
  const { data, isPending, isError, error, refetch } = useProduct(id)
  const update = useUpdateProduct()
  if (isPending)
    return (
      <p role="status" className="text-muted">
        Loading the product…
      </p>
    )
  if (isError)
    return (
      <p role="alert" className="text-danger">
        {error.message}
      </p>
    )
  const { product } = data
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/products" className="text-muted hover:text-ink">
          ← Products
        </Link>
      </p>
      <PageHeader title={product.product_name} actions={<ProductActions product={product} />} />
      <p className="-mt-4 mb-4 flex flex-wrap items-center gap-3 text-sm text-muted">
        <span>{product.product_code}</span>
        <ProductStatus active={product.is_active} />
      </p>
      <ProductTabs productId={product.id} />
      <ProductForm
        key={product.version}
        product={product}
        busy={update.isPending}
        submitLabel="Save changes"
        onSubmit={(values, form) =>
          update.mutate(
            { ...values, id: product.id, version: product.version },
            {
              onSuccess: ({ message }) => {
                form.reset(values)
                toast.success(message)
              },
              onError: (failure) => {
                if (failure instanceof AdminApiError && failure.status === 409)
                  toast.error(failure.message, {
                    duration: Infinity,
                    action: { label: 'Reload', onClick: () => void refetch() },
                  })
                else if (!placeServerMessage(form, failure.message)) toast.error(failure.message)
              },
            },
          )
        }
      />
    </>
  )
}
