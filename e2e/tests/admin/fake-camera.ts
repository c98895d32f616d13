import { writeFile } from 'node:fs/promises'
import sharp from 'sharp'

const WIDTH = 640
const HEIGHT = 480
const FRAMES = 10

/**
 * Writes an image as the Y4M video Chromium plays as its camera
 * (--use-file-for-fake-video-capture): the image in grey, centred on white,
 * as a few identical frames that Chromium loops.
 */
export async function writeCameraVideo(image: Buffer, path: string) {
  const side = Math.min(WIDTH, HEIGHT) - 80
  const luma = await sharp(image)
    .flatten({ background: '#ffffff' })
    .resize(side, side, { kernel: 'nearest' })
    .extend({
      top: (HEIGHT - side) / 2,
      bottom: (HEIGHT - side) / 2,
      left: (WIDTH - side) / 2,
      right: (WIDTH - side) / 2,
      background: '#ffffff',
    })
    .toColourspace('b-w')
    .raw()
    .toBuffer()
  // 4:2:0 chroma at neutral grey: a black-and-white picture.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma.subarray(0, WIDTH * HEIGHT), chroma])
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`)
  await writeFile(path, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]))
}
