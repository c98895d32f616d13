import type { ForgotPasswordInput, SignInInput, SignUpInput } from '@store/contract/auth'
import { handleApiError, request } from '@/lib/api-client'
import type { ApiResult } from '@/lib/api-client'
import { getDeviceId } from '@/lib/storage'
import { endSession } from '@/lib/session'

/** The answer's data when the call succeeded; otherwise the general handler speaks and null comes back. */
function dataOrNull<T>(result: ApiResult<T>): T | null {
  if (result.ok) return result.data as T
  handleApiError(result)
  return null
}

// The device's cart id goes along so the guest cart follows the member (decision 015).
export const signIn = async (input: Omit<SignInInput, 'local_device_id'>) =>
  dataOrNull(await request('signIn', { ...input, local_device_id: getDeviceId() }))

export const signUp = async (input: Omit<SignUpInput, 'local_device_id'>) =>
  dataOrNull(await request('signUp', { ...input, local_device_id: getDeviceId() }))

export const forgotPassword = async (input: ForgotPasswordInput) =>
  dataOrNull(await request('forgotPassword', input))

/** Revokes the token on the server, then forgets it here even if the server could not be reached. */
export async function signOut() {
  await request('signOut')
  endSession()
}
