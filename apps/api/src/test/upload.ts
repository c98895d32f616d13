import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'

/** A photo made here: noise, so it compresses like a real one; `exif` as a phone would write it. */
export async function makePhoto(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg',
) {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#a0704f',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
  return image.toFormat(format).toBuffer()
}

/** A phone's photo held upright (EXIF orientation 6: stored on its side) with where it was taken. */
export async function locatedPhoneJpeg(width = 1200, height = 800) {
  return sharp(await makePhoto(width, height))
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '6/1 12/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '106/1 49/1 0/1',
      },
    })
    .jpeg()
    .toBuffer()
}

/**
 * POST `url` (the back office's /api/admin/media unless told) with `bytes` as
 * the multipart field `field`, as a browser's FormData sends it.
 */
export async function uploadFile(
  app: FastifyInstance,
  bytes: Buffer,
  options: {
    authorization?: string
    filename?: string
    type?: string
    field?: string
    url?: string
  } = {},
) {
  const form = new FormData()
  form.append(
    options.field ?? 'file',
    new Blob([bytes], { type: options.type ?? 'image/jpeg' }),
    options.filename ?? 'photo.jpg',
  )
  const request = new Request('http://store.local/', { method: 'POST', body: form })
  const response = await app.inject({
    method: 'POST',
    url: options.url ?? '/api/admin/media',
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      ...(options.authorization ? { authorization: options.authorization } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  })
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() }
}
