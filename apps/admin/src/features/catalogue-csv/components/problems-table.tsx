import type { CsvProblem } from '@store/contract/admin/catalogue-csv'

/** Every problem of a checked file, by line, so it can be fixed in the spreadsheet. */
export function ProblemsTable({ problems, count }: { problems: CsvProblem[]; count: number }) {
  return (
    <section aria-labelledby="problems-heading" className="mt-6">
      <h2 id="problems-heading" className="mb-2 text-lg font-semibold text-danger">
        {count} problem{count === 1 ? '' : 's'} to fix before importing
      </h2>
      {count > problems.length && (
        <p className="mb-2 text-sm text-muted">The first {problems.length} are listed.</p>
      )}
      <div className="overflow-x-auto rounded-md border border-line bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-stone-100">
            <tr>
              <th scope="col" className="px-3 py-2">
                Line
              </th>
              <th scope="col" className="px-3 py-2">
                Column
              </th>
              <th scope="col" className="px-3 py-2">
                Problem
              </th>
            </tr>
          </thead>
          <tbody>
            {problems.map((problem, index) => (
              <tr key={index} className="border-t border-line align-top">
                <td className="px-3 py-2 tabular-nums">{problem.line}</td>
                <td className="px-3 py-2 font-mono text-xs">{problem.column ?? '—'}</td>
                <td className="px-3 py-2">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
