import { mkdir, stat, writeFile, rename } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { bannerSvg, garmentSvg, hashtagPhotoSvg, popupSvg, sizeChartSvg } from './art'
import { CATEGORIES } from './catalogue-data'
import { BANNERS, HASHTAG_IMAGE_COUNT } from './content-data'
import { planDemoCatalogue } from './demo-plan'
import { MEDIA_PREFIX, PRODUCT_VIEWS, mediaPath } from './media-paths'

export interface DemoArt {
  /** The address the source is served at, under /media. */
  url: string
  render: () => string
}

/** Every demo image: products, size charts, banners, looks and the popup. */
export function demoArt(): DemoArt[] {
  const jobs: DemoArt[] = []
  planDemoCatalogue().forEach((item, productIndex) => {
    for (let index = 0; index < item.imageCount; index++) {
      const view = PRODUCT_VIEWS[index % PRODUCT_VIEWS.length] ?? 'front'
      jobs.push({
        url: mediaPath.product(item.code, index),
        render: () =>
          garmentSvg({
            kind: item.kind,
            colour: item.colour,
            view,
            seed: productIndex * 7 + index,
          }),
      })
    }
  })
  for (const category of CATEGORIES) {
    for (const sub of category.subs) {
      if (!sub.sizeChart) continue
      const kind = sub.kinds[0] ?? 't-shirt'
      jobs.push({
        url: mediaPath.sizeChart(sub.code),
        render: () => sizeChartSvg({ kind, sizes: sub.sizes }),
      })
    }
  }
  BANNERS.forEach((banner, index) => {
    jobs.push({
      url: mediaPath.banner(banner.name),
      render: () => bannerSvg({ ...banner, seed: index + 1 }),
    })
  })
  for (let index = 0; index < HASHTAG_IMAGE_COUNT; index++) {
    jobs.push({ url: mediaPath.hashtag(index), render: () => hashtagPhotoSvg(index + 1) })
  }
  jobs.push({ url: `${MEDIA_PREFIX}/banners/popup.svg`, render: () => popupSvg(1) })
  return jobs
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path)
    return true
  } catch {
    return false
  }
}

/**
 * Renders the demo images that are missing under mediaDir (a real photo put
 * in place of one is kept). Returns how many files were written.
 */
export async function writeSeedMedia(mediaDir: string): Promise<number> {
  let written = 0
  for (const job of demoArt()) {
    const target = join(mediaDir, job.url.slice(MEDIA_PREFIX.length + 1))
    if (await exists(target)) continue
    await mkdir(dirname(target), { recursive: true })
    // Written beside and renamed, so a server reading the folder never sees half a file.
    await writeFile(`${target}.tmp`, job.render())
    await rename(`${target}.tmp`, target)
    written += 1
  }
  return written
}
