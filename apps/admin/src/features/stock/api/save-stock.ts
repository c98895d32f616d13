import { useMutation, useQueryClient } from '@tanstack/react-query'
import { saveStock } from '@store/contract/admin/stock'
import type { SaveStockInput } from '@store/contract/admin/stock'
import { callApi } from '@/lib/api-client'
import { STOCK } from './stock-query'

export const saveCells = (input: SaveStockInput) => callApi(saveStock, input)

/** Every changed cell in one batch, refused whole (409) when a checkout moved one meanwhile. */
export function useSaveStock() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveCells,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STOCK }),
  })
}
