import { lazy, Suspense, useState } from 'react'
import * as m from '#messages'

// Loaded on the first click: the chart is not part of the first view.
const SizeGuideDialog = lazy(() =>
  import('./size-guide-dialog').then((module) => ({ default: module.SizeGuideDialog })),
)

export function SizeGuide({ url, name }: { url: string; name: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="min-h-11 text-sm underline underline-offset-4 hover:text-clay"
      >
        {m.size_guide()}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SizeGuideDialog url={url} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
