import { useMutation } from '@tanstack/react-query'
import { handOverCounterOrder, lookUpCounterOrder } from '@store/contract/admin/counter'
import { callApi } from '@/lib/api-client'

/** Finds the pick-up a scanned or typed code names; refusals come back as the server's sentence. */
export function useLookUpPickup() {
  return useMutation({
    mutationFn: (code: string) => callApi(lookUpCounterOrder, { code }),
  })
}

export function useHandOver() {
  return useMutation({
    mutationFn: (code: string) => callApi(handOverCounterOrder, { code }),
  })
}
