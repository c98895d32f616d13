import QRCode from 'qrcode'
import { pickupQrText } from '@store/contract/admin/counter'

// M keeps the code small enough for a phone screen and a printed mail while
// surviving a scratched screen or a glare; the quiet zone is part of the image.
const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const

/** The pick-up QR as a PNG, for the ready-for-pick-up mail (mail programs do not all draw SVG). */
export function pickupQrPng(trxRef: string, pickupCode: string): Promise<Buffer> {
  return QRCode.toBuffer(pickupQrText(trxRef, pickupCode), { ...OPTIONS, type: 'png', scale: 8 })
}

/** The pick-up QR as an SVG data URL, drawn here so the shop ships no QR code to phones. */
export async function pickupQrSvgUrl(trxRef: string, pickupCode: string): Promise<string> {
  const svg = await QRCode.toString(pickupQrText(trxRef, pickupCode), { ...OPTIONS, type: 'svg' })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
