import * as m from '#messages'
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
        {m.photos_size_chart()}
      </h2>
      {chart ? (
        <div className="flex flex-wrap items-end gap-4">
          <img
            src={thumbnailOf(chart.url)}
            alt={m.photos_size_chart_alt()}
            className="max-h-48 w-auto rounded-md border border-line bg-white object-contain"
          />
          <Button variant="secondary" onClick={() => onChange(null)}>
            {m.photos_size_chart_remove()}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">{m.photos_size_chart_none()}</p>
      )}
      <ImageUploader
        label={chart ? m.photos_size_chart_replace() : m.photos_size_chart_upload()}

        onUploaded={({ url, placeholder }) => onChange({ url, placeholder })}
      />
    </section>
  )
}
