import { Link } from 'react-router'
import * as m from '#messages'

interface LogoProps {
  className?: string
}

/** The KAINARA wordmark, always a way back to the home page. */
export function Logo({ className = '' }: LogoProps) {
  return (
    <Link to="/" aria-label={m.kainara_home()} className={`inline-block leading-none ${className}`}>
      <span
        aria-hidden="true"
        className="font-display text-[22px] font-medium tracking-[0.34em] md:text-[26px]"
      >
        KAINARA
      </span>
    </Link>
  )
}
