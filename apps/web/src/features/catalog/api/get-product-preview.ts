import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { ProductSchema } from '@store/contract/catalog'
import { env } from '@/env'
import { LOCALE } from '@/i18n/locale'

const PreviewSchema = z.object({ product: ProductSchema })

/**
 * A draft's page for a signed-in staff browser (decision 090): the staff
 * cookie is sent to /api/admin only, so the back office's preview call
 * answers it, and anyone else gets nothing (null).
 */
async function getProductPreview(id: number) {
  const response = await fetch(`${env.apiBaseUrl}/admin/products/preview?id=${id}`, {
    headers: { 'accept-language': LOCALE },
  })
  if (!response.ok) return null
  return PreviewSchema.parse(await response.json()).product
}

export const useProductPreview = (id: number, wanted: boolean) =>
  useQuery({
    queryKey: ['product-preview', id],
    queryFn: () => getProductPreview(id),
    enabled: wanted,
    retry: false,
  })
