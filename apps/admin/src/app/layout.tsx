import { useEffect, useState } from 'react'
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { setStaffSession, useStaffSession } from '@/api/get-staff-session'
import { Drawer } from '@/components/ui/drawer'
import { onSignedOut } from '@/lib/api-client'
import { useSignOut } from '@/features/auth/api/sign-out'
import * as m from '#messages'
import { followStaffLanguage } from '@/i18n/follow-language'
import { roleName } from '@/i18n/role-names'
import { NavLinks } from './nav-links'

function Brand({ large = false }: { large?: boolean }) {
  return (
    <span className="flex flex-col leading-tight">
      <span className={`font-serif tracking-[0.3em] ${large ? 'text-lg' : ''}`}>KAINARA</span>
      <span className="text-xs text-muted">{m.back_office()}</span>
    </span>
  )
}

/** The frame of every signed-in screen: the sections, who is signed in, and sign-out. */
export function Layout() {
  const { data, isPending, error } = useStaffSession()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [menuOpen, setMenuOpen] = useState(false)
  useEffect(() => onSignedOut(() => setStaffSession(queryClient, null)), [queryClient])
  // After a sign-in or a change on My account, the screen the account lands on loads again
  // in its language (docs/decisions/071).
  const language = data?.staff.language
  useEffect(() => {
    if (language) followStaffLanguage(language)
  }, [language])
  const signOut = useSignOut(() => void navigate('/sign-in'))
  if (isPending)
    return (
      <p role="status" className="p-8 text-muted">
        {m.loading()}
      </p>
    )
  if (error)
    return (
      <p role="alert" className="p-8 text-danger">
        {error.message}
      </p>
    )
  const next = encodeURIComponent(location.pathname + location.search)
  if (!data) return <Navigate to={`/sign-in?next=${next}`} replace />
  if (data.second_factor === 'VERIFY')
    return <Navigate to={`/second-factor?next=${next}`} replace />
  // Until the account has a second factor the owner requires, only My account opens.
  if (data.second_factor === 'ENROL' && location.pathname !== '/account')
    return <Navigate to="/account?enrol=1" replace />
  const who = (
    <div className="text-sm">
      <p className="font-medium">{data.staff.name}</p>
      <p className="text-muted">{roleName(data.staff.role)}</p>
    </div>
  )
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_1fr]">
      <header className="no-print sticky top-0 z-10 flex items-center justify-between border-b border-line bg-white px-4 py-3 lg:hidden">
        <Brand />
        <button
          type="button"
          className="rounded-md border border-stone-300 px-3 py-2 text-sm"
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          {m.menu()}
        </button>
      </header>
      {menuOpen && (
        <Drawer label={m.menu()} onClose={() => setMenuOpen(false)}>
          <div className="mb-4 flex items-center justify-between">
            {who}
            <button
              type="button"
              className="rounded p-2"
              aria-label={m.close_menu()}
              onClick={() => setMenuOpen(false)}
            >
              ✕
            </button>
          </div>
          <nav aria-label={m.sections()}>
            <NavLinks onPick={() => setMenuOpen(false)} />
          </nav>
          <button
            type="button"
            className="mt-6 w-full rounded-md border border-stone-300 px-3 py-2 text-sm"
            onClick={() => signOut.mutate()}
          >
            {m.sign_out()}
          </button>
        </Drawer>
      )}
      <aside className="no-print hidden border-r border-line bg-stone-100 p-4 lg:flex lg:flex-col lg:gap-6">
        <Brand large />
        <nav aria-label={m.sections()}>
          <NavLinks />
        </nav>
        <div className="mt-auto flex flex-col gap-3">
          {who}
          <button
            type="button"
            className="rounded-md border border-stone-300 bg-white px-3 py-2 text-sm"
            onClick={() => signOut.mutate()}
          >
            {m.sign_out()}
          </button>
        </div>
      </aside>
      <main className="min-w-0 px-4 py-6 lg:px-8">
        <Outlet />
      </main>
    </div>
  )
}
