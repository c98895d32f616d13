import type { z } from 'zod'
import type { SetStockResponseSchema } from '@store/contract/operator-orders'
import type { Command } from '../command'

type StockAnswer = z.infer<typeof SetStockResponseSchema>

export const stockCommands: Command[] = [
  {
    name: 'set-stock',
    usage: 'set-stock <product id or code> <size> <showroom id> <qty>',
    summary: 'set what a showroom holds of one size (a stock count)',
    run: async (client, [product, size, showroom, qty]) => {
      const { data } = (await client.post('stock', {
        product: product ?? '',
        size: size ?? '',
        showroom_id: showroom ?? '',
        qty: qty ?? '',
      })) as StockAnswer
      return `${data.product_name} (${data.product_detail_id}) size ${data.size_code} at ${data.showroom_name}: ${data.previous_qty} -> ${data.qty}`
    },
  },
]
