interface DetectedBarcode {
  rawValue: string
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike
  getSupportedFormats(): Promise<string[]>
}

let detector: Promise<BarcodeDetectorLike | null> | undefined

/** The browser's own QR reader where it has one (Android, macOS, ChromeOS); null elsewhere. */
function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  detector ??= (async () => {
    const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
    if (!Native) return null
    const formats = await Native.getSupportedFormats().catch((): string[] => [])
    return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null
  })()
  return detector
}

// A phone photo is large; a QR filling part of it still reads at this width.
const MAX_SIDE = 1280

/** Draws a frame or a photo to a canvas small enough to read quickly. */
function pixelsOf(source: CanvasImageSource, width: number, height: number) {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(width * scale))
  canvas.height = Math.max(1, Math.round(height * scale))
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) return null
  context.drawImage(source, 0, 0, canvas.width, canvas.height)
  return context.getImageData(0, 0, canvas.width, canvas.height)
}

/**
 * The text of the QR code in a camera frame or a photo, or null when none
 * is readable. The browser's detector is used where there is one; jsQR is
 * loaded only then, and only on this screen, where there is not.
 */
export async function readQr(
  source: HTMLVideoElement | ImageBitmap,
  width: number,
  height: number,
): Promise<string | null> {
  const native = await nativeDetector()
  if (native) {
    const [found] = await native.detect(source).catch(() => [])
    if (found) return found.rawValue
  }
  const pixels = pixelsOf(source, width, height)
  if (!pixels) return null
  const { default: jsQR } = await import('jsqr')
  return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null
}

/** Reads the QR of a photo the clerk took or chose. */
export async function readQrFromFile(file: File): Promise<string | null> {
  const bitmap = await createImageBitmap(file)
  try {
    return await readQr(bitmap, bitmap.width, bitmap.height)
  } finally {
    bitmap.close()
  }
}
