import * as m from '#messages'
import JsBarcode from 'jsbarcode'
import { useLayoutEffect, useRef } from 'react'

/** The waybill number as a CODE128 barcode, drawn as SVG so it prints sharp. */
export function WaybillBarcode({ value }: { value: string }) {
  const svg = useRef<SVGSVGElement>(null)
  useLayoutEffect(() => {
    if (svg.current)
      JsBarcode(svg.current, value, {
        format: 'CODE128',
        width: 2,
        height: 80,
        margin: 0,
        font: 'monospace',
        fontSize: 16,
      })
  }, [value])
  return (
    <svg ref={svg} role="img" aria-label={m.waybill_barcode_of({ value })} className="max-w-full" />
  )
}
