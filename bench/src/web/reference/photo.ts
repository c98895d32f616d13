import sharp from 'sharp'
import { PHOTO_HEIGHT, PHOTO_WIDTH } from './page'

/** A fixed seed, so every run serves the same bytes. */
const SEED = 0x9e3779b9

/**
 * A photograph-like WebP made here: a lit backdrop, a garment's silhouette
 * and fine grain, so it compresses like a product photo (tens of kilobytes)
 * rather than like flat art.
 */
export async function makePhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(PHOTO_WIDTH * PHOTO_HEIGHT * 3)
  let state = SEED
  const grain = () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return ((state >>> 0) % 23) - 11
  }
  for (let y = 0; y < PHOTO_HEIGHT; y++)
    for (let x = 0; x < PHOTO_WIDTH; x++) {
      const dx = (x - PHOTO_WIDTH / 2) / (PHOTO_WIDTH * 0.3)
      const dy = (y - PHOTO_HEIGHT * 0.55) / (PHOTO_HEIGHT * 0.38)
      const garment = dx * dx + dy * dy < 1
      const light = 1 - y / PHOTO_HEIGHT / 3
      const [red, green, blue] = garment ? [142, 74, 52] : [236, 224, 204]
      const offset = (y * PHOTO_WIDTH + x) * 3
      pixels[offset] = clamp(red * light + grain())
      pixels[offset + 1] = clamp(green * light + grain())
      pixels[offset + 2] = clamp(blue * light + grain())
    }
  return sharp(pixels, { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 } })
    .webp({ quality: 75 })
    .toBuffer()
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)))
