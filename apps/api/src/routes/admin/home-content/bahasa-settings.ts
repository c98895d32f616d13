import type { Transaction } from '@store/db/client'
import { putSetting } from '../../../lib/settings.repository'

/**
 * A shop text's Bahasa beside its English (decision 072): left out of a save,
 * the stored text is kept (answered as undefined); blank, it is removed and the
 * shop shows the English. Answers what it held, for the audit line.
 */
export async function putBahasaSetting(
  tx: Transaction,
  key: string,
  value: string | undefined,
): Promise<string | undefined> {
  return value === undefined ? undefined : putSetting(tx, key, value)
}
