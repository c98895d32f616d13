import type { ReactNode, SVGProps } from 'react'

export type IconProps = SVGProps<SVGSVGElement>
export type IconComponent = (props: IconProps) => ReactNode

function createIcon(name: string, paths: ReactNode): IconComponent {
  const Icon = (props: IconProps) => (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {paths}
    </svg>
  )
  Icon.displayName = name
  return Icon
}

export const SearchIcon = /* @__PURE__ */ createIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </>,
)
export const BagIcon = /* @__PURE__ */ createIcon(
  'BagIcon',
  <>
    <path d="M5 8h14l-1 12.5H6L5 8Z" />
    <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
  </>,
)
export const HeartIcon = /* @__PURE__ */ createIcon(
  'HeartIcon',
  <path d="M12 20s-7.5-4.6-7.5-10.1A4.2 4.2 0 0 1 12 7.4a4.2 4.2 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z" />,
)
export const BellIcon = /* @__PURE__ */ createIcon(
  'BellIcon',
  <>
    <path d="M6.5 16.5V11a5.5 5.5 0 0 1 11 0v5.5l1.5 1.5H5l1.5-1.5Z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </>,
)
export const UserIcon = /* @__PURE__ */ createIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="3.75" />
    <path d="M4.5 20.5c.9-3.7 3.9-5.75 7.5-5.75s6.6 2.05 7.5 5.75" />
  </>,
)
export const MenuIcon = /* @__PURE__ */ createIcon(
  'MenuIcon',
  <path d="M3.5 7h17M3.5 12h17M3.5 17h17" />,
)
export const CloseIcon = /* @__PURE__ */ createIcon('CloseIcon', <path d="M6 6l12 12M18 6 6 18" />)
export const ChevronDownIcon = /* @__PURE__ */ createIcon(
  'ChevronDownIcon',
  <path d="m6 9.5 6 6 6-6" />,
)
export const ChevronLeftIcon = /* @__PURE__ */ createIcon(
  'ChevronLeftIcon',
  <path d="m14.5 6-6 6 6 6" />,
)
export const ChevronRightIcon = /* @__PURE__ */ createIcon(
  'ChevronRightIcon',
  <path d="m9.5 6 6 6-6 6" />,
)
export const ArrowRightIcon = /* @__PURE__ */ createIcon(
  'ArrowRightIcon',
  <path d="M4 12h15.5m-5.5-5.5L19.5 12 14 17.5" />,
)
export const PlayIcon = /* @__PURE__ */ createIcon(
  'PlayIcon',
  <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" />,
)
export const PauseIcon = /* @__PURE__ */ createIcon(
  'PauseIcon',
  <path d="M8.5 5.5v13M15.5 5.5v13" strokeWidth={2.25} />,
)
export const StoreIcon = /* @__PURE__ */ createIcon(
  'StoreIcon',
  <>
    <path d="M4 9.5 5.5 4h13L20 9.5" />
    <path d="M4 9.5a2.7 2.7 0 0 0 5.33 0 2.7 2.7 0 0 0 5.34 0 2.7 2.7 0 0 0 5.33 0" />
    <path d="M5.5 12v8h13v-8M10 20v-4.5h4V20" />
  </>,
)
export const ClockIcon = /* @__PURE__ */ createIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
)
export const GiftIcon = /* @__PURE__ */ createIcon(
  'GiftIcon',
  <>
    <path d="M4 10h16v3H4zM5.5 13h13v7.5h-13zM12 10v10.5" />
    <path d="M12 10c-1.5-3.5-5.5-4-5.5-1.5S10 10 12 10Zm0 0c1.5-3.5 5.5-4 5.5-1.5S14 10 12 10Z" />
  </>,
)
export const TagIcon = /* @__PURE__ */ createIcon(
  'TagIcon',
  <>
    <path d="M3.5 12.5V4h8.5l8.5 8.5-8.5 8.5-8.5-8.5Z" />
    <circle cx="8" cy="8.5" r="1.25" />
  </>,
)
export const TruckIcon = /* @__PURE__ */ createIcon(
  'TruckIcon',
  <>
    <path d="M2.5 6.5h11v10h-11zM13.5 10h4l3 3.25v3.25h-7" />
    <circle cx="6.5" cy="17.5" r="1.75" />
    <circle cx="17" cy="17.5" r="1.75" />
  </>,
)
export const MapPinIcon = /* @__PURE__ */ createIcon(
  'MapPinIcon',
  <>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.25" />
  </>,
)
export const PhoneIcon = /* @__PURE__ */ createIcon(
  'PhoneIcon',
  <path d="M6.2 3.5h3l1.5 4-2 1.3a10.5 10.5 0 0 0 6.5 6.5l1.3-2 4 1.5v3A2.2 2.2 0 0 1 18.3 20 15.5 15.5 0 0 1 4 5.7a2.2 2.2 0 0 1 2.2-2.2Z" />,
)
export const ChatIcon = /* @__PURE__ */ createIcon(
  'ChatIcon',
  <path d="M4.5 19.5 5.7 16A7.8 7.8 0 1 1 8.4 18.6l-3.9.9Z" />,
)
export const InstagramIcon = /* @__PURE__ */ createIcon(
  'InstagramIcon',
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4.75" />
    <circle cx="12" cy="12" r="3.9" />
    <circle cx="17.1" cy="6.9" r=".6" fill="currentColor" />
  </>,
)
export const MailIcon = /* @__PURE__ */ createIcon(
  'MailIcon',
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="1" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </>,
)
export const CheckIcon = /* @__PURE__ */ createIcon(
  'CheckIcon',
  <path d="m5 12.5 4.5 4.5L19 7.5" />,
)
export const PlusIcon = /* @__PURE__ */ createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />)
