import type { z } from 'zod'
import type { CreateStaffResponseSchema } from '@store/contract/admin/operator-staff'
import type { Command } from '../command'
import { readPassword } from '../read-password'

type CreateStaffAnswer = z.infer<typeof CreateStaffResponseSchema>

export const staffCommands: Command[] = [
  {
    name: 'create-staff',
    usage: 'create-staff <email> <name> [OWNER|STAFF|SHOWROOM] [showroom id…]',
    summary: 'make a back-office account (asks for its password; the first one is an OWNER)',
    run: async (client, [email, name, role = 'OWNER', ...showroomIds]) => {
      const password = await readPassword('Password (12 characters or more): ')
      const { data } = (await client.post('staff', {
        email: email ?? '',
        name: name ?? '',
        role,
        password,
        showroom_ids: showroomIds,
      })) as CreateStaffAnswer
      return `${data.role} account ${data.email} made (id ${data.id}); sign in at /admin.`
    },
  },
]
