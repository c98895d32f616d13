import { useEffect, useRef, useState } from 'react'
import { NavLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { staffSignOut } from '@store/contract/admin/auth'
import { callApi, onSignedOut } from '@/lib/api-client'
import { sessionQuery, useStaffSession } from '@/api/get-staff-session'
import { navFor } from './nav'

function NavLinks({ onPick }: { onPick?: () => void }) {
  const { data } = useStaffSession()
  if (!data) return null
  return (
    <ul className="flex flex-col gap-1">
      {navFor(data.staff.role)
        .filter((item) => data.second_factor !== 'ENROL' || item.to === '/account')
        .map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={onPick}
              className={({ isActive }) =>
                `block rounded-md px-3 py-2 text-sm ${isActive ? 'bg-ink text-white' : 'text-ink hover:bg-stone-200'}`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
    </ul>
  )
}

/** The frame of every signed-in screen: the sections, who is signed in, and sign-out. */
export function Layout() {
  const { data, isPending, error } = useStaffSession()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const menu = useRef<HTMLDialogElement>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  useEffect(
    () =>
      onSignedOut(() => {
        queryClient.setQueryData(sessionQuery.queryKey, null)
      }),
    [queryClient],
  )
  useEffect(() => {
    if (menuOpen) menu.current?.showModal()
    else menu.current?.close()
  }, [menuOpen])
  const signOut = useMutation({
    mutationFn: () => callApi(staffSignOut, {}),
    onSettled: () => {
      queryClient.clear()
      queryClient.setQueryData(sessionQuery.queryKey, null)
      void navigate('/sign-in')
    },
  })
  if (isPending)
    return (
      <p role="status" className="p-8 text-muted">
        Loading…
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
      <p className="text-muted">{data.staff.role}</p>
    </div>
  )
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_1fr]">
      <header className="no-print sticky top-0 z-10 flex items-center justify-between border-b border-line bg-white px-4 py-3 lg:hidden">
        <span className="flex flex-col leading-tight">
          <span className="font-serif tracking-[0.3em]">KAINARA</span>
          <span className="text-xs text-muted">Back office</span>
        </span>
        <button
          type="button"
          className="rounded-md border border-stone-300 px-3 py-2 text-sm"
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          Menu
        </button>
      </header>
      <dialog
        ref={menu}
        aria-label="Menu"
        onCancel={() => setMenuOpen(false)}
        onClose={() => setMenuOpen(false)}
        className="m-0 ml-auto h-dvh max-h-none w-72 bg-white p-4 backdrop:bg-black/40"
      >
        <div className="mb-4 flex items-center justify-between">
          {who}
          <button
            type="button"
            className="rounded p-2"
            aria-label="Close menu"
            onClick={() => setMenuOpen(false)}
          >
            ✕
          </button>
        </div>
        <nav aria-label="Sections">
          <NavLinks onPick={() => setMenuOpen(false)} />
        </nav>
        <button
          type="button"
          className="mt-6 w-full rounded-md border border-stone-300 px-3 py-2 text-sm"
          onClick={() => signOut.mutate()}
        >
          Sign out
        </button>
      </dialog>
      <aside className="no-print hidden border-r border-line bg-stone-100 p-4 lg:flex lg:flex-col lg:gap-6">
        <span className="flex flex-col leading-tight">
          <span className="font-serif text-lg tracking-[0.3em]">KAINARA</span>
          <span className="text-xs text-muted">Back office</span>
        </span>
        <nav aria-label="Sections">
          <NavLinks />
        </nav>
        <div className="mt-auto flex flex-col gap-3">
          {who}
          <button
            type="button"
            className="rounded-md border border-stone-300 bg-white px-3 py-2 text-sm"
            onClick={() => signOut.mutate()}
          >
            Sign out
          </button>
        </div>
      </aside>
      <main className="min-w-0 px-4 py-6 lg:px-8">
        <Outlet />
      </main>
    </div>
  )
}
