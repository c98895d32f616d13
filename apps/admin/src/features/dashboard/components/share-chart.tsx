import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts'
import { CHART_COLOURS } from '../utils/format'

interface ShareChartProps<Row> {
  rows: readonly Row[]
  label: (row: Row) => string
  value: (row: Row) => number
}

/** Shares of a whole as a ring, each with its name and percent in the legend beside it. */
export function ShareChart<Row>({ rows, label, value }: ShareChartProps<Row>) {
  const data = rows.map((row) => ({ name: label(row), value: value(row) }))
  const total = data.reduce((sum, slice) => sum + slice.value, 0)
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="size-40 shrink-0">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart accessibilityLayer={false}>
            <Pie
              data={data}
              dataKey="value"
              nameKey="name"
              innerRadius="58%"
              outerRadius="100%"
              stroke="#ffffff"
              rootTabIndex={-1}
              isAnimationActive={false}
            >
              {data.map((slice, index) => (
                <Cell key={slice.name} fill={CHART_COLOURS[index % CHART_COLOURS.length]} />
              ))}
            </Pie>
            <Tooltip />
          </PieChart>
        </ResponsiveContainer>
      </div>
      <ul className="flex min-w-0 flex-col gap-1.5 text-sm">
        {data.map((slice, index) => (
          <li key={slice.name} className="flex items-center gap-2">
            <span
              className="size-3 shrink-0 rounded-sm"
              style={{ background: CHART_COLOURS[index % CHART_COLOURS.length] }}
            />
            <span className="truncate">{slice.name}</span>
            <span className="ml-auto pl-3 tabular-nums text-muted">
              {total === 0 ? '–' : `${Math.round((slice.value * 1000) / total) / 10}%`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
