import { useQueryClient } from '@tanstack/react-query'
import { refreshStaffSession } from '@/api/get-staff-session'
import { Button } from '@/components/ui/button'

/** The ten recovery codes, shown once; the session is read again only when they are kept. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const queryClient = useQueryClient()
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        Two-step sign-in is on. These ten recovery codes each sign you in once if your phone is
        lost. <strong>They are shown only now:</strong> print them or keep them in a password
        manager.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-md border border-line bg-white p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button className="self-start" onClick={() => void refreshStaffSession(queryClient)}>
        I have saved my recovery codes
      </Button>
    </div>
  )
}
