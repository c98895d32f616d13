import { ImageUploader } from '@/components/media/image-uploader'
import { Button } from '@/components/ui/button'
import type { DraftImage } from '../utils/photo-draft'
import { thumbnailOf } from './photo-list'

interface SizeChartProps {
  chart: DraftImage | null
  onChange: (chart: DraftImage | null) => void
}

/** The product's size chart: one image, replaced by an upload or cleared. */
export function SizeChart({ chart, onChange }: SizeChartProps) {
  return (
    <section aria-labelledby="size-chart-heading" className="flex flex-col gap-3">
      <h2 id="size-chart-heading" className="text-lg font-semibold">
        Size chart
      </h2>
      {chart ? (
        <div className="flex flex-wrap items-end gap-4">
          <img
            src={thumbnailOf(chart.url)}
            alt="The size chart"
            className="max-h-48 w-auto rounded-md border border-line bg-white object-contain"
          />
          <Button variant="secondary" onClick={() => onChange(null)}>
            Remove size chart
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">This product shows no size chart.</p>
      )}
      <ImageUploader
        label={chart ? 'Replace the size chart' : 'Upload a size chart'}
        onUploaded={({ url, placeholder }) => onChange({ url, placeholder })}
      />
    </section>
  )
}
