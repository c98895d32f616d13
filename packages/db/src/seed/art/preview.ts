import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { BannerTheme } from './index'
import {
  COLOURS,
  GARMENT_KINDS,
  GARMENT_VIEWS,
  bannerSvg,
  garmentSvg,
  hashtagPhotoSvg,
  popupSvg,
  sizeChartSvg,
} from './index'

const out = resolve(process.argv[2] ?? '/tmp/art-preview')
mkdirSync(out, { recursive: true })

interface Tile {
  file: string
  label: string
  bytes: number
}

function write(file: string, svg: string, label: string): Tile {
  writeFileSync(join(out, file), svg)
  return { file, label, bytes: Buffer.byteLength(svg) }
}

const garments: Tile[] = GARMENT_KINDS.flatMap((kind, i) =>
  GARMENT_VIEWS.map((view) => {
    const colour = COLOURS[(i * 5) % COLOURS.length] ?? COLOURS[0]
    return write(
      `${kind}-${view}.svg`,
      garmentSvg({ kind, colour, view, seed: i + 1 }),
      `${kind} ${view} · ${colour.name}`,
    )
  }),
)

const THEMES: { theme: BannerTheme; kicker: string; headline: string }[] = [
  { theme: 'men', kicker: 'Men · New Season', headline: 'Quiet Tailoring' },
  { theme: 'women', kicker: 'Women', headline: 'Linen Days, Slow Evenings' },
  { theme: 'accessories', kicker: 'Accessories', headline: 'The Finishing Touch' },
  { theme: 'kids', kicker: 'Kids', headline: 'Made for Play' },
  { theme: 'sale', kicker: 'Mid-Season Sale', headline: 'Up to 40% Off' },
  { theme: 'new-in', kicker: 'Just Landed', headline: 'New In' },
  { theme: 'hashtag', kicker: '#KainaraStyle', headline: 'Worn by You' },
  { theme: 'store', kicker: 'Visit Us', headline: 'KAINARA Grand Indonesia' },
]

const banners: Tile[] = THEMES.flatMap(({ theme, kicker, headline }, i) => [
  write(
    `banner-${theme}-desktop.svg`,
    bannerSvg({ width: 1920, height: 800, theme, kicker, headline, seed: i + 1 }),
    `${theme} 1920x800`,
  ),
  write(
    `banner-${theme}-mobile.svg`,
    bannerSvg({ width: 800, height: 1000, theme, kicker, headline, seed: i + 1 }),
    `${theme} 800x1000`,
  ),
  write(
    `banner-${theme}-plain.svg`,
    bannerSvg({ width: 1600, height: 600, theme, seed: i + 7 }),
    `${theme} 1600x600 no copy`,
  ),
])

const hashtags: Tile[] = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
  write(`hashtag-${seed}.svg`, hashtagPhotoSvg(seed), `hashtag ${seed}`),
)

const charts: Tile[] = [
  write(
    'size-t-shirt.svg',
    sizeChartSvg({ kind: 't-shirt', sizes: ['S', 'M', 'L', 'XL', 'XXL'] }),
    'size chart t-shirt',
  ),
  write(
    'size-jeans.svg',
    sizeChartSvg({ kind: 'jeans', sizes: ['28', '30', '32', '34', '36', '38'] }),
    'size chart jeans',
  ),
  write(
    'size-dress.svg',
    sizeChartSvg({ kind: 'dress', sizes: ['S', 'M', 'L'] }),
    'size chart dress',
  ),
  write(
    'size-sneakers.svg',
    sizeChartSvg({ kind: 'sneakers', sizes: ['39', '40', '41', '42', '43', '44'] }),
    'size chart sneakers',
  ),
  write(
    'size-kids-tee.svg',
    sizeChartSvg({ kind: 'kids-tee', sizes: ['2-3Y', '4-5Y', '6-7Y', '8-9Y'] }),
    'size chart kids tee',
  ),
  write('size-hijab.svg', sizeChartSvg({ kind: 'hijab', sizes: ['All Size'] }), 'size chart hijab'),
]

const popups: Tile[] = [1, 2, 3].map((seed) =>
  write(`popup-${seed}.svg`, popupSvg(seed), `popup ${seed}`),
)

const section = (title: string, tiles: Tile[], width: number): string =>
  `<h2>${title}</h2><div class="grid">${tiles
    .map(
      (t) =>
        `<figure><img src="${t.file}" style="width:${width}px"><figcaption>${t.label} · ${(t.bytes / 1024).toFixed(1)} KB</figcaption></figure>`,
    )
    .join('')}</div>`

const html = `<!doctype html><meta charset="utf-8"><title>KAINARA art</title><style>
body{font:12px system-ui;margin:16px;background:#fff;color:#333}.grid{display:flex;flex-wrap:wrap;gap:10px}
figure{margin:0}img{display:block;border:1px solid #eee}figcaption{padding:2px 0 6px}</style>
${section('Garments', garments, 180)}
${section('Banners', banners, 400)}
${section('Hashtag photos', hashtags, 240)}
${section('Size charts', charts, 240)}
${section('Popups', popups, 240)}`
writeFileSync(join(out, 'index.html'), html)
console.log(
  `wrote ${garments.length + banners.length + hashtags.length + charts.length + popups.length} files to ${out}`,
)
