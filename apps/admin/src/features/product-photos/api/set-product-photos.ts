import * as m from '#messages'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { setProductPhotos } from '@store/contract/admin/product-photos'
import type { ProductPhotos, SetProductPhotosInput } from '@store/contract/admin/product-photos'
import { callApi } from '@/lib/api-client'
import type { PhotoDraft } from '../utils/photo-draft'
import { productPhotosQueryOptions } from './get-product-photos'

/** What the saved photos look like once the server agrees: shown at once, rolled back if it does not. */
export function optimistic(saved: ProductPhotos, draft: PhotoDraft): ProductPhotos {
  return {
    ...saved,
    photos: draft.photos.map((photo, order) => ({
      ...photo,
      order,
      type: order === 0 ? 'COVER' : 'GALLERY',
    })),
    size_chart: draft.sizeChart,
  }
}

export const savePhotos = ({ input }: { input: SetProductPhotosInput; draft: PhotoDraft }) =>
  callApi(setProductPhotos, input)

/** Saves the photos' order, cover and size chart against the revision they were read at. */
export function useSetProductPhotos(productId: number, onSaved: (saved: ProductPhotos) => void) {
  const queryClient = useQueryClient()
  const { queryKey } = productPhotosQueryOptions(productId)
  return useMutation({
    mutationFn: savePhotos,
    onMutate: async ({ draft }) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData(queryKey)
      if (previous) queryClient.setQueryData(queryKey, optimistic(previous, draft))
      return { previous }
    },
    onSuccess: ({ data }) => {
      queryClient.setQueryData(queryKey, data)
      onSaved(data)
      toast.success(m.photos_saved())
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous)
      toast.error(error.message)
    },
  })
}
