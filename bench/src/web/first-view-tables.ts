import { formatTable, kilobytes } from '../table'
import type { AssetSize } from './build'
import type { Contributor } from './bundle-makeup'
import type { PageWeight } from './transfer'

/** JS a first view may transfer (compressed) before the issue calls it heavy. */
export const JS_BUDGET_KB = 100

export function buildTable(assets: AssetSize[]): string {
  const largest = [...assets].sort((a, b) => b.bytes - a.bytes).slice(0, 8)
  const total = (kind: AssetSize['kind']) => assets.filter((asset) => asset.kind === kind)
  const rows = largest.map((asset) => [
    asset.file,
    kilobytes(asset.bytes),
    kilobytes(asset.gzipBytes),
  ])
  for (const kind of ['js', 'css'] as const) {
    const files = total(kind)
    rows.push([
      `all ${kind} (${files.length} files)`,
      kilobytes(files.reduce((sum, asset) => sum + asset.bytes, 0)),
      kilobytes(files.reduce((sum, asset) => sum + asset.gzipBytes, 0)),
    ])
  }
  return formatTable(['build file (largest first)', 'KB', 'gzip KB'], rows)
}

export function weightTable(weights: PageWeight[]): string {
  return formatTable(
    [
      'page',
      'status',
      'JS files',
      'JS KB sent',
      'JS KB gzip',
      'JS KB br11',
      'JS KB raw',
      'CSS KB sent',
      'CSS KB gzip',
      'headers KB',
      'fonts KB',
      'images KB',
      'encoding',
      `JS <= ${JS_BUDGET_KB} KB`,
    ],
    weights.map((weight) => [
      weight.page,
      weight.status,
      weight.jsFiles,
      kilobytes(weight.transfer.js),
      kilobytes(weight.gzip.js),
      kilobytes(weight.brotli11.js),
      kilobytes(weight.raw.js),
      kilobytes(weight.transfer.css),
      kilobytes(weight.gzip.css),
      kilobytes(weight.jsCssHeaderBytes),
      kilobytes(weight.transfer.font),
      kilobytes(weight.transfer.image),
      weight.encodings.join(',') || '-',
      kilobytes(weight.transfer.js) <= JS_BUDGET_KB ? 'ok' : 'OVER',
    ]),
  )
}

export function seenTable(weights: PageWeight[]): string {
  return formatTable(
    ['page', 'title', 'h1', 'product links', 'console errors', 'failed requests'],
    weights.map((weight) => [
      weight.page,
      weight.seen.title.slice(0, 40),
      weight.seen.heading || '(none)',
      weight.seen.productLinks,
      weight.seen.consoleErrors.length,
      weight.seen.failedRequests.slice(0, 2).join('; ') || '0',
    ]),
  )
}

export function makeupTable(makeup: { page: string; contributors: Contributor[] }[]): string {
  const totals = new Map<string, number>()
  for (const { contributors } of makeup)
    for (const { name, bytes } of contributors)
      totals.set(name, Math.max(totals.get(name) ?? 0, bytes))
  const names = [...totals].sort((a, b) => b[1] - a[1]).map(([name]) => name)
  const shown = names.slice(0, 12)
  const row = (name: string, pick: (contributors: Contributor[]) => number) => [
    name,
    ...makeup.map(({ contributors }) => kilobytes(pick(contributors))),
  ]
  const sum = (contributors: Contributor[], include: (name: string) => boolean) =>
    contributors
      .filter((contributor) => include(contributor.name))
      .reduce((total, contributor) => total + contributor.bytes, 0)
  return formatTable(
    ['from (minified KB)', ...makeup.map(({ page }) => page)],
    [
      ...shown.map((name) =>
        row(name, (contributors) => sum(contributors, (other) => other === name)),
      ),
      row(`${names.length - shown.length} more`, (contributors) =>
        sum(contributors, (other) => !shown.includes(other)),
      ),
      row('total', (contributors) => sum(contributors, () => true)),
    ],
  )
}
