import type { ListHeading } from '@store/contract/list-heading'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { IMAGE_SIZES } from '@store/contract/media'

interface ListCoverProps {
  heading: ListHeading
  showCover: boolean
  loading: boolean
}

/** The list's cover; while a category loads its room is kept, so the grid below does not jump. */
export function ListCover({ heading, showCover, loading }: ListCoverProps) {
  return (
    <header
      className={`border-b border-line ${showCover ? 'md:grid md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]' : ''}`}
    >
      {showCover && (
        <div className="aspect-[16/9] bg-sand md:order-2 md:aspect-auto md:min-h-72">
          {heading.imageUrl && (
            <ResponsiveImage
              src={heading.imageUrl}
              sizes={IMAGE_SIZES.listCover}
              alt=""
              width={1600}
              height={500}
              priority
              className="size-full object-cover"
            />
          )}
        </div>
      )}
      <div
        className={`container-page flex flex-col justify-center gap-3 py-8 md:py-12 ${showCover ? 'md:px-12 lg:px-16' : 'text-center'}`}
      >
        {loading ? <HeadingPlaceholder /> : <HeadingText heading={heading} centred={!showCover} />}
      </div>
    </header>
  )
}

function HeadingText({ heading, centred }: { heading: ListHeading; centred: boolean }) {
  return (
    <>
      {heading.eyebrow && (
        <p className="text-xs font-semibold tracking-[0.25em] text-muted uppercase">
          {heading.eyebrow}
        </p>
      )}
      <h1 className="font-display text-3xl leading-tight md:text-5xl">{heading.title}</h1>
      {heading.text && (
        <p
          className={`max-w-md text-[15px] leading-relaxed text-muted ${centred ? 'mx-auto' : ''}`}
        >
          {heading.text}
        </p>
      )}
    </>
  )
}

function HeadingPlaceholder() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col gap-3">
      <span className="h-4 w-16 bg-sand" />
      <span className="h-[2.35rem] w-48 bg-sand md:h-[3.75rem]" />
      <span className="h-12 max-w-md bg-sand" />
    </div>
  )
}
