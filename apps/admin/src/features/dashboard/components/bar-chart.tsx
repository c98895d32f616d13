import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { CHART_COLOURS } from '../utils/format'

interface SimpleBarChartProps<Row> {
  rows: readonly Row[]
  label: (row: Row) => string
  value: (row: Row) => number
  format: (value: number) => string
  /** Short values on the axis, where the full ones do not fit. */
  axisFormat?: (value: number) => string
  /** Bars across, named down the side: for long names such as products. */
  horizontal?: boolean
  colour?: string
  /** The value axis's range, such as [0, 100] for percents; fitted to the values otherwise. */
  domain?: [number, number]
}

/** One measure per row as bars, in the brand's ink; the table beside it carries the figures. */
export function SimpleBarChart<Row>(props: SimpleBarChartProps<Row>) {
  const { rows, label, value, format, axisFormat = format, horizontal = false } = props
  const data = rows.map((row) => ({ name: label(row), value: value(row) }))
  const height = horizontal ? Math.max(160, data.length * 34 + 30) : 240
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        accessibilityLayer={false}
        data={data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ top: 4, right: 12, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke="#e7e5e4" vertical={horizontal} horizontal={!horizontal} />
        {horizontal ? (
          <>
            <XAxis
              type="number"
              tickFormatter={axisFormat}
              allowDecimals={false}
              domain={props.domain}
              fontSize={11}
              stroke="#78716c"
            />
            <YAxis
              type="category"
              dataKey="name"
              width={130}
              fontSize={11}
              stroke="#78716c"
              tickFormatter={(name: string) => (name.length > 20 ? `${name.slice(0, 19)}…` : name)}
            />
          </>
        ) : (
          <>
            <XAxis dataKey="name" fontSize={11} stroke="#78716c" minTickGap={8} />
            <YAxis
              tickFormatter={axisFormat}
              allowDecimals={false}
              domain={props.domain}
              width={48}
              fontSize={11}
              stroke="#78716c"
            />
          </>
        )}
        <Tooltip
          cursor={{ fill: '#f5f5f4' }}
          formatter={(amount) => [format(Number(amount)), '']}
          separator=""
        />
        <Bar
          dataKey="value"
          fill={props.colour ?? CHART_COLOURS[0]}
          radius={horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0]}
          maxBarSize={horizontal ? 22 : 40}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  )
}
