import QRCode from 'qrcode'

// M survives a scratched screen or glare and keeps a 150-character code small on a phone; the
// quiet zone of four modules is what the QR standard asks a reader to find the code by.
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const

/** The code drawn on the server as SVG, so the shop and the page ship no QR script. */
export function qrisSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { ...OPTIONS, type: 'svg' })
}

export async function qrisSvgDataUrl(payload: string): Promise<string> {
  return `data:image/svg+xml;base64,${Buffer.from(await qrisSvg(payload)).toString('base64')}`
}

/** The same code as a PNG, for readers that take pixels. */
export function qrisPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...OPTIONS, type: 'png', scale: 6 })
}
