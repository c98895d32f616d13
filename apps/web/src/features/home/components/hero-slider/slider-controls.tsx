import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icons'
import * as m from '#messages'

interface SliderControlsProps {
  titles: readonly string[]
  index: number
  stopped: boolean
  onSelect: (index: number) => void
  onToggleStopped: () => void
}

const ARROW = 'grid size-11 place-items-center text-ink transition hover:text-clay'
const pad = (value: number) => String(value).padStart(2, '0')

/** Counter, dots, previous / next and a pause button under the hero. */
export function SliderControls({
  titles,
  index,
  stopped,
  onSelect,
  onToggleStopped,
}: SliderControlsProps) {
  const total = titles.length
  return (
    <div className="container-page flex h-14 items-center justify-between gap-4 border-b border-line">
      <p className="min-w-0 truncate text-xs tracking-[0.18em] text-muted uppercase">
        <span className="text-ink tabular-nums">{pad(index + 1)}</span> /{' '}
        <span className="tabular-nums">{pad(total)}</span>
        <span className="ml-4 max-sm:hidden">{titles[index]}</span>
      </p>
      <div className="flex items-center">
        <div className="mr-2 flex max-sm:hidden">
          {titles.map((title, dot) => (
            <button
              key={title + dot}
              type="button"
              aria-label={m.show_slide({ index: dot + 1, title })}
              aria-current={dot === index}
              onClick={() => onSelect(dot)}
              className="group grid h-11 w-9 place-items-center"
            >
              <span
                className={`block h-0.5 w-6 transition ${dot === index ? 'bg-ink' : 'bg-line group-hover:bg-muted'}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          aria-label={m.previous_slide()}
          onClick={() => onSelect(index - 1)}
          className={ARROW}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          aria-label={stopped ? m.start_slide_show() : m.pause_slide_show()}
          onClick={onToggleStopped}
          className={ARROW}
        >
          {stopped ? <PlayIcon width={16} height={16} /> : <PauseIcon width={16} height={16} />}
        </button>
        <button
          type="button"
          aria-label={m.next_slide()}
          onClick={() => onSelect(index + 1)}
          className={ARROW}
        >
          <ChevronRightIcon />
        </button>
      </div>
    </div>
  )
}
