import { Link } from 'react-router'
import { ChevronLeftIcon } from '@/components/ui/icons'
import { Logo } from '@/components/ui/logo'
import * as m from '#messages'

/** The landings sit outside the store layout: a slim bar back to the store. */
export function LandingTopBar({ shopAllUrl, label }: { shopAllUrl: string; label: string }) {
  return (
    <header className="border-b border-line bg-[#fffdf9]">
      <div className="container-page grid h-16 grid-cols-[1fr_auto_1fr] items-center">
        <Link
          to="/"
          className="flex w-fit items-center gap-1 text-[12px] tracking-[0.16em] uppercase hover:text-clay"
        >
          <ChevronLeftIcon width={18} height={18} />
          <span className="max-sm:sr-only">{m.back_to_store()}</span>
        </Link>
        <Logo />
        <Link
          to={shopAllUrl}
          className="justify-self-end text-[12px] font-medium tracking-[0.16em] uppercase hover:text-clay"
        >
          {m.shop_of({ title: label })}
        </Link>
      </div>
    </header>
  )
}
