import { useMutation } from '@tanstack/react-query'
import { lookUpCounterOrder } from '@store/contract/admin/counter'
import { callApi } from '@/lib/api-client'

export const lookUp = (code: string) => callApi(lookUpCounterOrder, { code })

/** Finds the pick-up a scanned or typed code names; refusals come back as the server's sentence. */
export const useLookUpPickup = () => useMutation({ mutationFn: lookUp })
