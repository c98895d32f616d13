import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { processCpuMs } from '../thread-cpu'

const KEY = /\/media\/r\/([A-Za-z0-9_-]{12})/g
/** The rendition the worker writes last for an image: its widest width in WebP. */
const LAST_FILE = '1440.webp'

/** Image keys an answer names, in order. */
export const keysIn = (text: string) => [...text.matchAll(KEY)].map((match) => match[1]!)

async function read(origin: string, path: string): Promise<string> {
  const response = await fetch(origin + path)
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return response.text()
}

export interface FirstPages {
  /** The home page's pictures and the product list's first page: where a visit starts. */
  start: string[]
  /** Those, then each category's cover and list, and the product pages of the list's first products. */
  all: string[]
}

/**
 * The images of the pages a visitor opens first, read from the store's API as
 * those pages read it, in two rings: the home page and the product list, then
 * each category's list as the menus open them and the product pages of the
 * list's first products.
 */
export async function firstPageKeys(origin: string): Promise<FirstPages> {
  const list = await read(origin, '/api/products?page=1&limit=8&sort=PRICE_DESC&facets=1')
  const texts = [
    await read(origin, '/api/master/page/home'),
    await read(origin, '/api/master/site-header'),
    list,
  ]
  const start = [...new Set(texts.flatMap(keysIn))]
  const { categories } = JSON.parse(await read(origin, '/api/categories')) as {
    categories: { id: number }[]
  }
  for (const { id } of categories) {
    texts.push(await read(origin, `/api/category?id=${id}`))
    texts.push(
      await read(origin, `/api/products?page=1&limit=8&sort=PRICE_DESC&facets=1&category_id=${id}`),
    )
  }
  const { products } = JSON.parse(list) as { products: { id: number }[] }
  for (const { id } of products) texts.push(await read(origin, `/api/product?id=${id}`))
  return { start, all: [...new Set(texts.flatMap(keysIn))] }
}

export const isDrawn = (mediaDir: string, key: string) =>
  existsSync(join(mediaDir, 'r', key, LAST_FILE))

/** Images whose renditions are all written. */
export function drawnCount(mediaDir: string): number {
  const dir = join(mediaDir, 'r')
  if (!existsSync(dir)) return 0
  return readdirSync(dir).filter((key) => isDrawn(mediaDir, key)).length
}

/** The demo art the seed wrote: one source per image the store will draw. */
export function sourceCount(mediaDir: string): number {
  const count = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce(
      (sum, entry) =>
        sum +
        (entry.isDirectory() && entry.name !== 'r'
          ? count(join(dir, entry.name))
          : entry.name.endsWith('.svg')
            ? 1
            : 0),
      0,
    )
  return count(mediaDir)
}

/** The process ids whose parent is `pid`: the store's rendition worker. */
export function childPids(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
      } catch {
        return false
      }
    })
    .map(Number)
}

/** CPU ms of a process's children, as seen now (a child that ended is no longer counted). */
export const childrenCpuMs = (pid: number) =>
  childPids(pid).reduce((sum, child) => sum + (processCpuMs(child) ?? 0), 0)
