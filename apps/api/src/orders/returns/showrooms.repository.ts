import { eq } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { showrooms } from '@store/db/schema'

/** A showroom a return comes back to: its name and address for the buyer's drop-off. */
export async function findShowroom(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: showrooms.id,
      showroomName: showrooms.showroomName,
      address1: showrooms.address1,
      address2: showrooms.address2,
      address3: showrooms.address3,
    })
    .from(showrooms)
    .where(eq(showrooms.id, id))
  return row ?? null
}
