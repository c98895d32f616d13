import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import type { Db } from '@store/db/client'
import { COMMANDS } from '../cli/commands/index'
import { readEnv, readProcessEnv } from '../env'
import { cartCalls, newDevice, sizedProducts } from '../routes/cart/cart-fixtures'
import { guestPickupOrder, memberDeliveryOrder, notifyPayment } from '../test/orders'
import { signUpMember } from '../test/members'
import { queryRows } from '../test/sql'
import { createTestStaff } from '../test/staff'
import type { TestApp } from '../test/test-app'
import { makePhoto, uploadFile } from '../test/upload'

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url))

/** A shop with a paid member's order, a guest's unpaid one, a cart left open and an uploaded photo. */
export async function makeShopData(t: TestApp) {
  const [first, second] = await sizedProducts(t.db, 2)
  if (!first || !second) throw new Error('no products')
  const member = await signUpMember(t.app)
  await notifyPayment(t, await memberDeliveryOrder(t, first, member))
  await guestPickupOrder(t, second, 'guest.backup@example.co.id')
  await cartCalls(t.app).add(newDevice(), first, 2)
  const owner = await createTestStaff(t.app, 'OWNER')
  const photo = await makePhoto(600, 800)
  const uploaded = await uploadFile(t.app, photo, { authorization: owner.authorization })
  if (uploaded.status !== 200) throw new Error(`upload failed: ${JSON.stringify(uploaded.body)}`)
  return { key: (uploaded.body.data as { key: string }).key }
}

/** Every row of every table of the store, as PostgreSQL writes it as text, in order. */
export async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  const rows: Record<string, string[]> = {}
  for (const { name } of tables) {
    const table = sql.identifier(name)
    const texts = await queryRows<{ row: string }>(
      db,
      sql`select t::text as row from ${table} t order by 1`,
    )
    rows[name] = texts.map((text) => text.row)
  }
  return rows
}

/** `npm run store -- <args>` in its own process, with this environment. */
export async function runStore(env: Record<string, string>, ...args: string[]) {
  const base = { ...readProcessEnv() }
  delete base.DATABASE_URL
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli/store.ts', ...args],
      { cwd: repoRoot, env: { ...base, ...env } },
    )
    return { code: 0, out: stdout.trim() }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}`.trim() }
  }
}

/** A data command run in this process, as the terminal would show it: quicker than a process each. */
export async function runDataCommand(env: Record<string, string>, name: string, ...args: string[]) {
  const command = COMMANDS.find((candidate) => candidate.name === name)
  if (!command || !('runOnData' in command)) throw new Error(`${name} is not a data command`)
  try {
    return { code: 0, out: await command.runOnData(readEnv(env), args) }
  } catch (error) {
    return { code: 1, out: error instanceof Error ? error.message : String(error) }
  }
}
