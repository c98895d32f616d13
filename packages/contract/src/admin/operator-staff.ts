import { z } from 'zod'
import { MAX_LENGTH, emailField, requiredText } from '../common'
import { MAX_ID } from '../ids'
import { staffPasswordField } from './auth'
import { STAFF_ROLES } from './staff-roles'

/** `npm run store -- create-staff`: the operator makes a staff account (the first OWNER). */
export const CreateStaffSchema = z
  .object({
    email: emailField('email is required.', { checkFormat: true }),
    name: requiredText('name is required.', MAX_LENGTH.name, 'name is too long.'),
    role: z
      .string({ error: 'role is required.' })
      .trim()
      .toUpperCase()
      .pipe(z.enum(STAFF_ROLES, { error: `role must be one of ${STAFF_ROLES.join(', ')}.` })),
    password: staffPasswordField(),
    showroom_ids: z
      .array(
        z.coerce
          .number({ error: 'a showroom id must be a number.' })
          .int('a showroom id must be a whole number.')
          .min(1, 'a showroom id must be at least 1.')
          .max(MAX_ID, 'a showroom id is too large.'),
        { error: 'showroom_ids must be a list.' },
      )
      .max(100, 'at most 100 showrooms.')
      .default([]),
  })
  .refine((value) => value.role !== 'SHOWROOM' || value.showroom_ids.length > 0, {
    error: 'A SHOWROOM account needs at least one showroom id.',
    path: ['showroom_ids'],
  })
  .refine((value) => value.role === 'SHOWROOM' || value.showroom_ids.length === 0, {
    error: 'Only a SHOWROOM account has showrooms.',
    path: ['showroom_ids'],
  })

export const CreateStaffResponseSchema = z.object({
  data: z.object({ id: z.number(), email: z.string(), role: z.enum(STAFF_ROLES) }),
})
