import { useQueryClient } from '@tanstack/react-query'
import { refreshStaffSession } from '@/api/get-staff-session'
import * as m from '#messages'
import { Button } from '@/components/ui/button'

/** The ten recovery codes, shown once; the session is read again only when they are kept. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const queryClient = useQueryClient()
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        {m.recovery_codes_intro()} <strong>{m.recovery_codes_once()}</strong>{' '}
        {m.recovery_codes_keep()}
      </p>
      <ol
        aria-label={m.recovery_codes()}
        className="grid grid-cols-2 gap-2 rounded-md border border-line bg-white p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button className="self-start" onClick={() => void refreshStaffSession(queryClient)}>
        {m.recovery_codes_saved()}
      </Button>
    </div>
  )
}
