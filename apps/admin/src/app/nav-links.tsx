import { NavLink } from 'react-router'
import { useStaffSession } from '@/api/get-staff-session'
import { navFor } from './nav'

/** The sections the signed-in role may open; only My account while a second factor is owed. */
export function NavLinks({ onPick }: { onPick?: () => void }) {
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
