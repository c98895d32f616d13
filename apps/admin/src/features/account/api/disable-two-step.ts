import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { disableTwoStep } from '@store/contract/admin/two-step'
import type { DisableTwoStepSchema } from '@store/contract/admin/two-step'
import { refreshStaffSession } from '@/api/get-staff-session'
import { callApi } from '@/lib/api-client'

export type DisableInput = z.input<typeof DisableTwoStepSchema>

export const switchOff = (input: DisableInput) => callApi(disableTwoStep, input)

/** Two-step sign-in off, with the password; the session says so at once. */
export function useDisableTwoStep() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: switchOff,
    // Not awaited: the screen that asked says so before the session's answer replaces it.
    onSuccess: () => void refreshStaffSession(queryClient),
  })
}
