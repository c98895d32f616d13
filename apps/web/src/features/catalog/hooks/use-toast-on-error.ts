import { useEffect } from 'react'
import { toast } from '@/lib/toast'

/** One toast per failure (spec section 8), not one per render. */
export function useToastOnError(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) toast.error(message)
  }, [failed, message])
}
