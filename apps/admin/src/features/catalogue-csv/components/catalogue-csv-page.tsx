import * as m from '#messages'
import { useState } from 'react'
import { toast } from 'sonner'
import type { CsvImportResult } from '@store/contract/admin/catalogue-csv'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { catalogueExportHref } from '../api/export-catalogue'
import { sendCatalogueCsv } from '../api/import-catalogue'
import type { ImportProgress } from '../api/import-catalogue'
import { ProblemsTable } from './problems-table'
import { FilePicker } from './file-picker'
import { withCode } from '../utils/with-code'
import { SummaryList } from './summary-list'
import { ChangesTable } from './changes-table'
import { OverwriteChoice } from './overwrite-choice'

const PHASE_LABELS: Record<ImportProgress['phase'], string> = {
  upload: m.csv_phase_upload(),
  products: m.csv_phase_products(),
  sizes: m.csv_phase_sizes(),
  stock: m.csv_phase_stock(),
  lists: m.csv_phase_lists(),
}

type Result = CsvImportResult['data']

/** Export the catalogue, or check a CSV and import it all or nothing (decision 048). */
export function CatalogueCsvPage() {
  const [file, setFile] = useState<File | null>(null)
  const [checked, setChecked] = useState<Result | null>(null)
  const [imported, setImported] = useState<Result | null>(null)
  const [progress, setProgress] = useState<ImportProgress | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [overwrite, setOverwrite] = useState(false)
  const busy = progress !== null

  const run = async (mode: 'check' | 'apply') => {
    if (!file) return
    setError(null)
    setProgress({ phase: 'upload', fraction: 0 })
    try {
      const answer = await sendCatalogueCsv(file, mode, setProgress, overwrite)
      if (!answer.ok) {
        setError(answer.message)
        if (answer.result) setChecked(answer.result)
        return
      }
      if (mode === 'check') setChecked(answer.result)
      else {
        setImported(answer.result)
        setChecked(null)
        setFile(null)
        toast.success(m.csv_imported_toast())
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setProgress(null)
    }
  }

  return (
    <>
      <PageHeader
        title={m.nav_import_export()}
        actions={
          <a
            href={catalogueExportHref()}
            download
            className="inline-flex min-h-10 items-center rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100"
          >
            {m.csv_download()}
          </a>
        }
      />
      <p className="mb-6 max-w-2xl text-sm text-muted">
        {withCode(m.csv_intro, {
          columns: m.csv_stock_column(),
          revision: 'revision',
          media: '/media/r/…',
          bar: '|',
        })}
      </p>
      <FilePicker
        file={file}
        disabled={busy}
        onPick={(picked) => {
          setFile(picked)
          setChecked(null)
          setImported(null)
          setError(null)
          setOverwrite(false)
        }}
      />
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" disabled={!file} busy={busy} onClick={() => void run('check')}>
          {m.csv_check()}
        </Button>
        <Button
          disabled={
            !file ||
            !checked ||
            checked.problem_count > 0 ||
            (checked.conflict_count > 0 && !overwrite)
          }
          busy={busy}
          onClick={() => void run('apply')}
        >
          {m.csv_import()}
        </Button>
      </div>
      {progress && (
        <div className="mt-6 max-w-xl" role="status">
          <label htmlFor="import-progress" className="mb-1 block text-sm font-medium">
            {PHASE_LABELS[progress.phase]}… {Math.round(progress.fraction * 100)}%
          </label>
          <progress id="import-progress" className="h-2 w-full" value={progress.fraction} max={1} />
        </div>
      )}
      {error && (
        <p role="alert" className="mt-6 rounded-md bg-red-50 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      {checked && checked.problem_count === 0 && (
        <>
          <SummaryList title={m.csv_ready()} summary={checked.summary} />
          {checked.conflict_count > 0 && (
            <OverwriteChoice
              count={checked.conflict_count}
              checked={overwrite}
              disabled={busy}
              onChange={setOverwrite}
            />
          )}
          <ChangesTable changes={checked} />
        </>
      )}
      {checked && checked.problem_count > 0 && (
        <ProblemsTable problems={checked.problems} count={checked.problem_count} />
      )}
      {imported && <SummaryList title={m.csv_imported()} summary={imported.summary} />}
    </>
  )
}
