import type { Command } from '../command'
import { backupCommands } from './backup'
import { clockCommands } from './clock'
import { jobCommands } from './jobs'
import { orderCommands } from './orders'
import { returnCommands } from './returns'
import { settingCommands } from './settings'
import { staffCommands } from './staff'
import { stockCommands } from './stock'

/** Every command of `npm run store -- …`; each file of this folder adds its own. */
export const COMMANDS: readonly Command[] = [
  ...orderCommands,
  ...returnCommands,
  ...stockCommands,
  ...settingCommands,
  ...clockCommands,
  ...jobCommands,
  ...staffCommands,
  ...backupCommands,
]
