import { Modal } from '@/components/ui/modal'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import * as m from '#messages'

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
    <Modal label={m.size_guide()} onClose={onClose} className="w-[min(720px,94vw)]">
      <div className="max-h-[88dvh] overflow-y-auto p-5 pt-4">
        <h2 className="mb-4 pr-12 font-display text-2xl">{m.size_guide()}</h2>
        <ResponsiveImage
          src={url}
          sizes="min(720px, 94vw)"
          priority
          alt={m.size_chart_for({ name })}
          width={800}
          height={1000}
          className="h-auto w-full"
        />
      </div>
    </Modal>
  )
}
