import { useEffect } from 'react'
import { ApiError, handleApiError } from './api-client'
import { toast } from './toast'

/**
 * Routes a query's failure through the general handler of spec section 8,
 * then shows the screen's own failure text when it has one.
 */
export function useApiErrorToast(error: unknown, failureMessage?: string) {
  useEffect(() => {
    if (!error) return
    if (error instanceof ApiError) handleApiError(error.result)
    if (failureMessage) toast.error(failureMessage)
  }, [error, failureMessage])
}
