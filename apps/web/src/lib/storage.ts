/** Keys the spec names for what the browser keeps (spec section 3, client state). */
export const STORAGE_KEYS = {
  state: 'state',
  deviceId: 'local_device_id',
  accessToken: 'access_token',
} as const

export function readAccessToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.accessToken)
  } catch {
    return null
  }
}

/** The per-device id that ties a guest's cart to this browser, generated once. */
export function getDeviceId(): string {
  const existing = localStorage.getItem(STORAGE_KEYS.deviceId)
  if (existing) return existing
  const id = crypto.randomUUID()
  localStorage.setItem(STORAGE_KEYS.deviceId, id)
  return id
}
