import type { z } from 'zod'
import type { SetSettingResponseSchema } from '@store/contract/operator-orders'
import type { Command } from '../command'

type SettingAnswer = z.infer<typeof SetSettingResponseSchema>

const shown = (value: string) => value || '(off)'

export const settingCommands: Command[] = [
  {
    name: 'set-setting',
    usage: 'set-setting <INTERSTITIAL_IMAGE_DESKTOP_HM|HOME_VIDEO_HM> [value]',
    summary: 'set a general setting, e.g. the home popup image; no value switches it off',
    run: async (client, [key, value]) => {
      const { data } = (await client.post('settings', {
        key: key ?? '',
        value: value ?? '',
      })) as SettingAnswer
      return `${data.key}: ${shown(data.previous)} -> ${shown(data.value)}`
    },
  },
]
