import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { CHECKOUT_MESSAGES, excludedItemsMessage } from '@store/contract/checkout-messages'
import { ApiError, handleApiError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useCart } from '@/api/cart/get-cart'
import { placeStockQuery } from './checkout-queries'
import type { CheckoutFlow } from './use-checkout-flow'

/**
 * Choosing a hub or a showroom checks its stock first (spec section 4); a
 * place that lacks some items is still chosen, and the shopper is told.
 */
export function useChoosePlace(flow: CheckoutFlow, step: 'choose-hub' | 'choose-showroom') {
  const queryClient = useQueryClient()
  const { cart } = useCart()
  const [busyId, setBusyId] = useState<number | null>(null)
  const choose = async (showroomId: number) => {
    if (busyId !== null) return
    setBusyId(showroomId)
    try {
      const supply = await queryClient.fetchQuery(placeStockQuery(flow.deviceId, showroomId))
      const supplied = supply.reduce((sum, line) => sum + line.qty, 0)
      if (supplied === 0) return toast.error(CHECKOUT_MESSAGES.nothingAvailable)
      const wanted = cart?.cart_items.reduce((sum, item) => sum + item.qty, 0) ?? supplied
      if (wanted > supplied) toast.info(excludedItemsMessage(wanted - supplied))
      flow.choose(step, step === 'choose-hub' ? { hubId: showroomId } : { showroomId })
    } catch (error) {
      if (error instanceof ApiError) handleApiError(error.result)
    } finally {
      setBusyId(null)
    }
  }
  return { busyId, choose: (showroomId: number) => void choose(showroomId) }
}
