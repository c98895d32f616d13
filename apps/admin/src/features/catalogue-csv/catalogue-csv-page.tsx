import { useState } from 'react'
import { toast } from 'sonner'
import { exportCatalogueCsv } from '@store/contract/admin/catalogue-csv'
import type { CsvImportResult } from '@store/contract/admin/catalogue-csv'
import { Button } from '../../components/ui/button'
import { apiUrl } from '../../env'
import { PageHeader } from '../../components/ui/page-header'
import { sendCatalogueCsv } from './import-call'
import type { ImportProgress } from './import-call'
import { ProblemsTable } from './problems-table'
import { FilePicker } from './file-picker'
import { SummaryList } from './summary-list'

const PHASE_LABELS: Record<ImportProgress['phase'], string> = {
  upload: 'Sending the file',
  products: 'Writing products',
  sizes: 'Writing sizes',
  stock: 'Writing stock',
  lists: 'Updating the shop’s lists',
}

type Result = CsvImportResult['data']

/** Export the catalogue, or check a CSV and import it all or nothing (decision 048). */
export function CatalogueCsvPage() {
  const [file, setFile] = useState<File | null>(null)
  const [checked, setChecked] = useState<Result | null>(null)
  const [imported, setImported] = useState<Result | null>(null)
  const [progress, setProgress] = useState<ImportProgress | null>(null)
  const [error, setError] = useState<string | null>(null)
  const busy = progress !== null

  const run = async (mode: 'check' | 'apply') => {
    if (!file) return
    setError(null)
    setProgress({ phase: 'upload', fraction: 0 })
    try {
      const answer = await sendCatalogueCsv(file, mode, setProgress)
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
        toast.success('The catalogue has been imported.')
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
        title="Import and export"
        actions={
          <a
            href={apiUrl(exportCatalogueCsv.path)}
            download
            className="inline-flex min-h-10 items-center rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100"
          >
            Download the catalogue (CSV)
          </a>
        }
      />
      <p className="mb-6 max-w-2xl text-sm text-muted">
        One row per product size, with stock per showroom in the{' '}
        <code>stock_&lt;showroom id&gt;</code> columns. A product’s own fields may be left blank on
        its later rows; on an existing product a blank cell leaves the field as it is. Photos are
        addresses of images already uploaded (<code>/media/r/…</code>) or the names of photos sent
        with the file in one zip, separated by <code>|</code>, the first being the cover. Nothing is
        written until every row is right.
      </p>
      <FilePicker
        file={file}
        disabled={busy}
        onPick={(picked) => {
          setFile(picked)
          setChecked(null)
          setImported(null)
          setError(null)
        }}
      />
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" disabled={!file} busy={busy} onClick={() => void run('check')}>
          Check the file
        </Button>
        <Button
          disabled={!file || !checked || checked.problem_count > 0}
          busy={busy}
          onClick={() => void run('apply')}
        >
          Import
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
        <SummaryList title="The file is ready to import" summary={checked.summary} />
      )}
      {checked && checked.problem_count > 0 && (
        <ProblemsTable problems={checked.problems} count={checked.problem_count} />
      )}
      {imported && <SummaryList title="Imported" summary={imported.summary} />}
    </>
  )
}
