import { useMutation } from '@tanstack/react-query'
import { handOverCounterOrder } from '@store/contract/admin/counter'
import { callApi } from '@/lib/api-client'

export const handOver = (code: string) => callApi(handOverCounterOrder, { code })

/** Hands the pick-up over: the order becomes Completed, once, whoever presses first. */
export const useHandOverPickup = () => useMutation({ mutationFn: handOver })
