import type { OperatorClient } from '../operator-client'
import { clockCommands } from './clock'
import { orderCommands } from './orders'
import { settingCommands } from './settings'
import { stockCommands } from './stock'

export interface Command {
  name: string
  usage: string
  summary: string
  run: (client: OperatorClient, args: string[]) => Promise<string>
}

/** Every command of `npm run store -- …`; each file of this folder adds its own. */
export const COMMANDS: readonly Command[] = [
  ...orderCommands,
  ...stockCommands,
  ...settingCommands,
  ...clockCommands,
]
