import { Modal } from '@/components/ui/modal'
import { ResponsiveImage } from '@/components/ui/responsive-image'

export function SizeGuideDialog({
  url,
  name,
  onClose,
}: {
  url: string
  name: string
  onClose: () => void
}) {
  return (
    <Modal label="Size Guide" onClose={onClose} className="w-[min(720px,94vw)]">
      <div className="max-h-[88dvh] overflow-y-auto p-5 pt-4">
        <h2 className="mb-4 pr-12 font-display text-2xl">Size Guide</h2>
        <ResponsiveImage
          src={url}
          sizes="min(720px, 94vw)"
          priority
          alt={`Size chart for ${name}`}
          width={800}
          height={1000}
          className="h-auto w-full"
        />
      </div>
    </Modal>
  )
}
