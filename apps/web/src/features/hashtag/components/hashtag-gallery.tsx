import { EmptyState } from '@/components/ui/empty-state'
import { InstagramIcon } from '@/components/ui/icons'
import { PageHeading } from '@/components/ui/page-heading'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { Spinner } from '@/components/ui/spinner'
import { useHomePage } from '@/api/get-home-page'
import { MEDIA_SIZES } from '@/lib/media-sizes'
import { CONTACT } from '@/lib/contact-details'
import * as m from '#messages'

/** /hashtag: every hashtag photo, each opening its post on Instagram in a new tab. */
export function HashtagGallery() {
  const { data, isError, refetch } = useHomePage()
  const title = data?.hashtag_section_title || '#KAINARAEVERYDAY'
  return (
    <main id="main">
      <PageHeading kicker={m.worn_by_you()} title={title} description={data?.hashtag_section_desc}>
        <a
          href={CONTACT.instagramUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-outline mt-8"
        >
          <InstagramIcon /> {m.follow({ handle: CONTACT.instagramHandle })}
          <span className="sr-only">
            {' '}
            {m.on_instagram()} {m.opens_new_tab()}
          </span>
        </a>
      </PageHeading>
      <div className="container-page">
        {data ? (
          data.hashtag_images.length > 0 ? (
            <ul className="grid grid-cols-2 gap-2 md:grid-cols-3 md:gap-3 lg:grid-cols-4">
              {data.hashtag_images.map((image, index) => (
                <li key={image.id}>
                  <a
                    href={image.ig_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="group block overflow-hidden bg-sand"
                  >
                    <ResponsiveImage
                      sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
                      src={image.image_url}
                      alt={`${m.look_on_instagram({ index: index + 1 })} ${m.opens_new_tab()}`}
                      {...MEDIA_SIZES.hashtag}
                      className="aspect-square w-full object-cover transition duration-700 group-hover:scale-[1.03]"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title={m.no_photos_yet()}>
              {m.tag_to_be_featured({ handle: CONTACT.instagramHandle })}
            </EmptyState>
          )
        ) : isError ? (
          <EmptyState
            title={m.gallery_failed()}
            actions={
              <button type="button" className="btn-outline" onClick={() => void refetch()}>
                {m.try_again()}
              </button>
            }
          />
        ) : (
          <div className="grid min-h-[60vh] place-items-center">
            <Spinner />
          </div>
        )}
      </div>
    </main>
  )
}
