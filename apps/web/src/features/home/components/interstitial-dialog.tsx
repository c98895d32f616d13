import { Modal } from '@/components/ui/modal'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { MEDIA_SIZES } from '@/lib/media-sizes'
import * as m from '#messages'

/** The interstitial image in a dismissable dialog (Escape, the close button or the backdrop). */
export function InterstitialDialog({
  imageUrl,
  onClose,
}: {
  imageUrl: string
  onClose: () => void
}) {
  return (
    <Modal label={m.kainara_offers()} onClose={onClose} className="w-[min(420px,88vw)]">
      <ResponsiveImage
        sizes="min(420px, 88vw)"
        src={imageUrl}
        alt={m.season_offers()}
        {...MEDIA_SIZES.popup}
        className="block h-auto w-full"
      />
    </Modal>
  )
}
