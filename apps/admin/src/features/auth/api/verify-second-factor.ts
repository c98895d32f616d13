import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { verifySecondFactor } from '@store/contract/admin/auth'
import type { SecondFactorCodeSchema } from '@store/contract/admin/auth'
import { setStaffSession } from '@/api/get-staff-session'
import { callApi } from '@/lib/api-client'

export type SecondFactorInput = z.input<typeof SecondFactorCodeSchema>

export const verifyCode = (input: SecondFactorInput) => callApi(verifySecondFactor, input)

/** The authenticator's code (or a recovery code) after the password. */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: ({ data }) => setStaffSession(queryClient, data),
  })
}
