import { useMutation } from '@tanstack/react-query'
import { startTwoStep } from '@store/contract/admin/two-step'
import { callApi } from '@/lib/api-client'

export const startSetup = () => callApi(startTwoStep, {})

/** A new key for the authenticator app, with its QR code; nothing is on until it is confirmed. */
export const useStartTwoStep = () => useMutation({ mutationFn: startSetup })
