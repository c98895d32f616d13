import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  publishAdminProduct,
  scheduleAdminProduct,
  unpublishAdminProduct,
} from '@store/contract/admin/product-publishing'
import { callApi } from '@/lib/api-client'
import { PRODUCT_LISTS } from './get-products'
import { productQueryOptions } from './get-product'

export type PublishingMove =
  { id: number; to: 'publish' | 'unpublish' } | { id: number; to: 'schedule'; publish_at: string }

const send = (move: PublishingMove) =>
  move.to === 'schedule'
    ? callApi(scheduleAdminProduct, { id: move.id, publish_at: move.publish_at })
    : callApi(move.to === 'publish' ? publishAdminProduct : unpublishAdminProduct, { id: move.id })

/** Publish, unpublish or schedule: the product is read again, as its version moves with its status. */
export function usePublishProduct() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: ({ product }) => {
      void client.invalidateQueries({ queryKey: productQueryOptions(product.id).queryKey })
      void client.invalidateQueries({ queryKey: PRODUCT_LISTS })
    },
  })
}
