import * as m from '#messages'
import type { AdminProductRow } from '@store/contract/admin/products'
import type { ProductStatus as ProductStatusName } from '@store/contract/admin/product-publishing'
import { formatRupiah } from '@/i18n/locale'

export function ProductThumb({ url }: { url: string | null }) {
  return url ? (
    <img
      src={url}
      alt=""
      width={48}
      height={60}
      className="h-15 w-12 shrink-0 rounded object-cover"
    />
  ) : (
    <span className="h-15 w-12 shrink-0 rounded bg-stone-200" aria-hidden="true" />
  )
}

export function ProductPrice({ row }: { row: AdminProductRow }) {
  const onSale = row.final_price < row.retail_price
  return (
    <span className="whitespace-nowrap">
      <span className={onSale ? 'font-medium text-accent' : ''}>
        {formatRupiah(row.final_price)}
      </span>
      {onSale && (
        <>
          {' '}
          <s className="text-xs text-muted">
            <span className="sr-only">{m.products_was()} </span>
            {formatRupiah(row.retail_price)}
          </s>
        </>
      )}
    </span>
  )
}

/** Published, draft, scheduled (a draft with its WIB time) or archived. */
export function ProductStatus({
  status,
  publishAt,
}: {
  status: ProductStatusName
  publishAt: string
}) {
  if (status === 'PUBLISHED')
    return (
      <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs text-ok">
        {m.products_on_the_shop()}
      </span>
    )
  if (status === 'ARCHIVED')
    return (
      <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs text-ink">
        {m.products_archived()}
      </span>
    )
  return (
    <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs text-ink">
      {publishAt
        ? m.products_scheduled_for({ when: publishAt.replace('T', ' ') })
        : m.products_draft()}
    </span>
  )
}
