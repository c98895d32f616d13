import { describe, expect, test } from 'vitest'
import { addOpenDialog, onOpenDialogsChange, topDialog } from './open-dialogs'

const dialog = (name: string) => ({ name }) as unknown as HTMLDialogElement

describe('the open dialogs the toasts are drawn in', () => {
  test('the toasts follow the dialog opened last, and go back to the one under it when it closes', () => {
    const changes: (HTMLDialogElement | null)[] = []
    const stop = onOpenDialogsChange(() => changes.push(topDialog()))
    const menu = dialog('menu')
    const confirm = dialog('confirm')
    const forgetMenu = addOpenDialog(menu)
    const forgetConfirm = addOpenDialog(confirm)
    forgetConfirm()
    forgetMenu()
    stop()
    expect(changes).toEqual([menu, confirm, menu, null])
  })

  test('a dialog forgotten twice is forgotten once', () => {
    const forget = addOpenDialog(dialog('erase'))
    forget()
    forget()
    expect(topDialog()).toBeNull()
  })
})
