interface StarIconProps {
  filled: boolean
  className?: string
}

/** One star, filled or as an outline; decorative, its meaning is said in text beside it. */
export function StarIcon({ filled, className = '' }: StarIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.4}
      strokeLinejoin="round"
    >
      <path d="m12 3.2 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8L12 3.2Z" />
    </svg>
  )
}
