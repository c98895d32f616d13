import type { Executor } from '@store/db/client'
import { orderNotes } from '@store/db/schema'

export async function insertOrderNote(
  db: Executor,
  note: { orderId: number; staffId: number; actor: string; body: string },
) {
  await db.insert(orderNotes).values(note)
}
