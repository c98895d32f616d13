import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { changeStaffPassword } from '@store/contract/admin/auth'
import type { StaffChangePasswordSchema } from '@store/contract/admin/auth'
import { callApi } from '@/lib/api-client'

export type ChangePasswordInput = z.input<typeof StaffChangePasswordSchema>

export const changePassword = (input: ChangePasswordInput) => callApi(changeStaffPassword, input)

/** A new password for the signed-in account; its other sessions end. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword })
