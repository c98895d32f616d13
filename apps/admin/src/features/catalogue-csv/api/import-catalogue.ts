import * as m from '#messages'
import { importCatalogueCsv } from '@store/contract/admin/catalogue-csv'
import type { CsvImportResult } from '@store/contract/admin/catalogue-csv'
import { apiUrl, errorMessageOf } from '@/lib/api-client'
import { sendFile } from '@/lib/send-file'

export interface ImportProgress {
  phase: 'upload' | 'products' | 'sizes' | 'stock' | 'lists'
  fraction: number
}

export type ImportAnswer =
  | { ok: true; result: CsvImportResult['data'] }
  | { ok: false; message: string; result: CsvImportResult['data'] | null }

const PHASES = ['products', 'sizes', 'stock', 'lists'] as const

/** The last complete line of an NDJSON text that parses. */
function lines(text: string): unknown[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as unknown]
      } catch {
        return []
      }
    })
}

/** Checks (nothing written) or imports a CSV file, reporting how far it has gone. */
export async function sendCatalogueCsv(
  file: File,
  mode: 'check' | 'apply',
  onProgress: (progress: ImportProgress) => void,
  overwrite = false,
): Promise<ImportAnswer> {
  const { status, text } = await sendFile(
    apiUrl(importCatalogueCsv.path, { mode, overwrite: overwrite ? 'yes' : 'no' }),
    file,
    'text/csv',
    {
      onUpload: (fraction) => onProgress({ phase: 'upload', fraction }),
      onText: (partial) => {
        const last = lines(partial).at(-1) as
          { progress?: { phase: string; done: number; total: number } } | undefined
        const progress = last?.progress
        if (!progress) return
        const phase = PHASES.find((name) => name === progress.phase) ?? 'lists'
        onProgress({ phase, fraction: progress.total > 0 ? progress.done / progress.total : 1 })
      },
    },
  )
  const answer = lines(text).at(-1) as
    (Partial<CsvImportResult> & { error?: { message?: string } }) | undefined
  if (status === 200 && answer?.data) return { ok: true, result: answer.data }
  return {
    ok: false,
    message: errorMessageOf(answer ?? null, status, status === 0 ? '' : m.csv_refused()),
    result: answer?.data ?? null,
  }
}
