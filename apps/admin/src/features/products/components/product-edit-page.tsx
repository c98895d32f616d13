import * as m from '#messages'
import { Link, useParams } from 'react-router'
import { toast } from 'sonner'
import { parseId } from '@store/contract/ids'
import { localeBasename } from '@store/contract/locale'
import type { ProductFieldsInput } from '@store/contract/admin/product-fields'
import type { UseFormReturn } from 'react-hook-form'
import { NotFound } from '@/components/not-found'
import { PageHeader } from '@/components/ui/page-header'
import { LOCALE } from '@/i18n/locale'
import { AdminApiError } from '@/lib/api-client'
import { useProduct } from '../api/get-product'
import { useUpdateProduct } from '../api/update-product'
import { placeServerMessage } from '../utils/product-fields'
import { ProductActions } from './product-actions'
import { ProductForm } from './product-form'
import { ProductStatus } from './product-list-parts'
import { ProductTabs } from './product-tabs'

/** /products/:id: a product's details, its actions and its tabs. */
export function ProductEditPage() {
  const id = parseId(useParams().id)
  const { data, isPending, isError, error, refetch } = useProduct(id)
  const update = useUpdateProduct()
  if (id === null) return <NotFound />
  if (isPending)
    return (
      <p role="status" className="text-muted">
        {m.products_loading()}
      </p>
    )
  if (isError)
    return (
      <p role="alert" className="text-danger">
        {error.message}
      </p>
    )
  const { product } = data
  const save = (values: ProductFieldsInput, form: UseFormReturn<ProductFieldsInput>) =>
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
              action: { label: m.products_reload(), onClick: () => void refetch() },
            })
          else if (!placeServerMessage(form, failure.message)) toast.error(failure.message)
        },
      },
    )
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/products" className="text-muted hover:text-ink">
          ← {m.nav_products()}
        </Link>
      </p>
      <PageHeader
        title={product.product_name}
        actions={
          <>
            <a
              href={`${localeBasename(LOCALE)}/product/${product.id}${product.status === 'PUBLISHED' ? '' : '?preview=1'}`}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-10 items-center rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100"
            >
              {product.status === 'PUBLISHED'
                ? m.products_view_on_shop()
                : m.products_preview_on_shop()}
              <span className="sr-only"> {m.products_new_tab()}</span>
            </a>
            <ProductActions product={product} />
          </>
        }
      />
      <p className="-mt-4 mb-4 flex flex-wrap items-center gap-3 text-sm text-muted">
        <span>{product.product_code}</span>
        <ProductStatus status={product.status} publishAt={product.publish_at} />
      </p>
      <ProductTabs productId={product.id} />
      <ProductForm
        key={product.version}
        product={product}
        busy={update.isPending}
        submitLabel={m.products_save_changes()}

        onSubmit={save}
      />
    </>
  )
}
