import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Db } from '../client'
import { cities, provinces, subdistricts } from '../schema'

const require = createRequire(import.meta.url)

/** The official Kemendagri lists shipped by idn-area-data (CSV, ODbL). */
async function readCsv(name: string): Promise<string[][]> {
  const root = dirname(require.resolve('idn-area-data/package.json'))
  const text = await readFile(join(root, 'data', name), 'utf8')
  return text
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => parseCsvLine(line))
}

function parseCsvLine(line: string): string[] {
  const cells: string[] = []
  const pattern = /("([^"]|"")*"|[^,]*)(,|$)/g
  for (const match of line.matchAll(pattern)) {
    const raw = match[1] ?? ''
    cells.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw)
    if (match[3] === '') break
  }
  return cells
}

const toId = (code: string) => Number.parseInt(code.replace(/\./g, ''), 10)

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 1000) {
    await insert(rows.slice(start, start + 1000))
  }
}

export async function seedRegions(db: Db): Promise<void> {
  const provinceRows = (await readCsv('provinces.csv')).map(([code = '', name = '']) => ({
    id: toId(code),
    provinceName: name,
  }))
  const cityRows = (await readCsv('regencies.csv')).map(
    ([code = '', provinceCode = '', name = '']) => {
      const type = name.startsWith('Kota ') ? ('Kota' as const) : ('Kabupaten' as const)
      return {
        id: toId(code),
        provinceId: toId(provinceCode),
        type,
        cityName: name.replace(/^(Kabupaten|Kota) /, ''),
      }
    },
  )
  const subdistrictRows = (await readCsv('districts.csv')).map(
    ([code = '', regencyCode = '', name = '']) => ({
      id: toId(code),
      cityId: toId(regencyCode),
      subdistrictName: name,
    }),
  )
  await db.insert(provinces).values(provinceRows)
  await insertInChunks(cityRows, (chunk) => db.insert(cities).values(chunk))
  await insertInChunks(subdistrictRows, (chunk) => db.insert(subdistricts).values(chunk))
}
