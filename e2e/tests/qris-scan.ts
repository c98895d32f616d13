import type { Locator } from '@playwright/test'
import jsQR from 'jsqr'

/**
 * Reads a QR code shown on the page as a phone's camera would: what the browser drew, captured
 * as pixels and given to a QR reader, not the code's text from the markup.
 */
export async function scanQrCode(image: Locator): Promise<string> {
  const shot = (await image.screenshot()).toString('base64')
  const pixels = await image.page().evaluate(async (png) => {
    const picture = new Image()
    picture.src = `data:image/png;base64,${png}`
    await picture.decode()
    const canvas = document.createElement('canvas')
    canvas.width = picture.naturalWidth
    canvas.height = picture.naturalHeight
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no canvas')
    context.drawImage(picture, 0, 0)
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
    return { data: Array.from(data), width, height }
  }, shot)
  const read = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)
  if (!read) throw new Error('the QR code could not be read')
  return read.data
}
