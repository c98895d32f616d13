import { useEffect, useState } from 'react'
import { getDeviceId } from '@/lib/storage'

/**
 * The device id, read after mount: the first render (on the server, and the
 * browser's first pass over it) has no local storage, so it shows the shell.
 */
export function useDeviceId(): string | null {
  const [deviceId, setDeviceId] = useState<string | null>(null)
  useEffect(() => setDeviceId(getDeviceId()), [])
  return deviceId
}
