import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bulkOrderAction } from '@store/contract/admin/order-bulk'
import type { BulkOrdersInput } from '@store/contract/admin/order-bulk'
import { callApi } from '@/lib/api-client'

/** Packs, or books the courier for, the selected orders; the board is read again after. */
export function useBulkOrders() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: BulkOrdersInput) => callApi(bulkOrderAction, input),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['orders-board'] })
      void client.invalidateQueries({ queryKey: ['order'] })
    },
  })
}
