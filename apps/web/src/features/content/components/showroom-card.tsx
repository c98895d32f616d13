import type { Showroom } from '@store/contract/showrooms'
import { MapPinIcon, PhoneIcon } from '@/components/ui/icons'
import * as m from '#messages'

/** One showroom: name, address lines, phone and a maps link. */
export function ShowroomCard({ showroom }: { showroom: Showroom }) {
  const address = [showroom.address1, showroom.address2, showroom.address3].filter(Boolean)
  return (
    <article className="flex h-full flex-col border border-line bg-[#fffdf9] p-6">
      <h3 className="font-display text-xl font-medium">{showroom.showroom_name}</h3>
      <address className="mt-3 flex-1 text-sm leading-relaxed text-muted not-italic">
        {address.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      <div className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {showroom.phone && (
          <a
            href={`tel:${showroom.phone.replace(/[^\d+]/g, '')}`}
            className="inline-flex items-center gap-2 hover:text-clay"
          >
            <PhoneIcon width={16} height={16} /> {showroom.phone}
          </a>
        )}
        {showroom.maps_url && (
          <a
            href={showroom.maps_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 underline underline-offset-4 hover:text-clay"
          >
            <MapPinIcon width={16} height={16} /> {m.view_on_maps()}
            <span className="sr-only">
              {' '}
              {m.open_in_maps_for({ name: showroom.showroom_name })} {m.opens_new_tab()}
            </span>
          </a>
        )}
      </div>
    </article>
  )
}
