import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Cart } from '@store/contract/cart'
import type { PromoBundle } from '@store/contract/promos'
import { ApiError, handleApiError, request } from '@/lib/api-client'
import { getDeviceId } from '@/lib/storage'
import { applyCartChange } from './optimistic-cart'
import type { CartChange, LineKey } from './optimistic-cart'
import { cartQueryKey } from './get-cart'
import { promosQueryOptions } from './get-promos'
import { refetchAfterChange } from '@/lib/query-client'

const CART_MUTATION = ['cart-change'] as const

type CallName = 'addCartItem' | 'incrementCartItem' | 'decrementCartItem' | 'removeCartItem'

async function send(name: CallName, key: LineKey, extra: { qty?: number } = {}) {
  const result = await request(name, {
    local_device_id: getDeviceId(),
    product_detail_id: key.product_detail_id,
    size: key.size_code,
    ...extra,
  })
  if (!result.ok) throw new ApiError(result)
}

interface Options {
  onRefused?: () => void
}

/**
 * One cart change: shown at once on the cached cart (totals and bundles
 * recomputed by the contract's pricing), sent to the server, rolled back
 * with the server's message when refused, and re-read when the last
 * change in flight settles.
 */
export function useCartChange({ onRefused }: Options = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: CART_MUTATION,
    mutationFn: (change: CartChange) => {
      if (change.kind === 'add') return send('addCartItem', change.line, { qty: change.line.qty })
      if (change.kind === 'remove') return send('removeCartItem', change.key)
      const name = change.step === 1 ? 'incrementCartItem' : 'decrementCartItem'
      return send(name, change.key, { qty: 1 })
    },
    onMutate: async (change) => {
      const key = cartQueryKey(getDeviceId())
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<Cart>(key)
      const bundles = queryClient.getQueryData<PromoBundle[]>(promosQueryOptions.queryKey) ?? []
      if (previous) queryClient.setQueryData(key, applyCartChange(previous, change, bundles))
      return { previous }
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(cartQueryKey(getDeviceId()), context.previous)
      if (error instanceof ApiError) handleApiError(error.result)
      onRefused?.()
    },
    onSettled: () => {
      // Earlier answers would undo the preview of changes still in flight.
      if (queryClient.isMutating({ mutationKey: CART_MUTATION }) > 1) return
      return refetchAfterChange(queryClient, cartQueryKey(getDeviceId()))
    },
  })
}
