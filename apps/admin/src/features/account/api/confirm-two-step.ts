import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { SecondFactorCodeSchema } from '@store/contract/admin/auth'
import { confirmTwoStep } from '@store/contract/admin/two-step'
import { callApi } from '@/lib/api-client'

export type CodeInput = z.input<typeof SecondFactorCodeSchema>

export const confirmSetup = (input: CodeInput) => callApi(confirmTwoStep, input)

/**
 * The app's first code turns two-step sign-in on and answers the recovery codes. The
 * session is read again only once they are saved, so the screen keeps showing them.
 */
export const useConfirmTwoStep = () => useMutation({ mutationFn: confirmSetup })
