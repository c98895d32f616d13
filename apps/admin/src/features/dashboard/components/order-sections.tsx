import type { Dashboard } from '@store/contract/admin/dashboard'
import { ChartSection } from './chart-section'
import { ShareChart } from './share-chart'
import { SimpleBarChart } from './bar-chart'
import { SHIPPING_LABELS, channelLabel } from '../utils/format'
import { TRX_STATUS_LABELS, formatRupiah } from '@/i18n/locale'

const count = (value: number) => String(value)

/** Orders per status, courier against pick-up, and payment channels. */
export function OrderSections({ figures }: { figures: Dashboard }) {
  const placed = figures.statuses.filter((row) => row.orders > 0)
  return (
    <>
      <ChartSection
        title="Orders per status"
        note="Orders placed in the range, by where they stand now."
        rows={placed}
        rowKey={(row) => row.status}
        columns={[
          { label: 'Status', cell: (row) => TRX_STATUS_LABELS[row.status] },
          { label: 'Orders', cell: (row) => row.orders, numeric: true },
        ]}
        chart={
          <SimpleBarChart
            rows={placed}
            label={(row) => TRX_STATUS_LABELS[row.status]}
            value={(row) => row.orders}
            format={count}
            horizontal
          />
        }
      />
      <ChartSection
        title="Courier or pick-up"
        note="Share of paid orders."
        rows={figures.shipping}
        rowKey={(row) => row.shipping_type}
        columns={[
          { label: 'Shipping', cell: (row) => SHIPPING_LABELS[row.shipping_type] },
          { label: 'Paid orders', cell: (row) => row.paid_orders, numeric: true },
          { label: 'Revenue', cell: (row) => formatRupiah(row.revenue), numeric: true },
        ]}
        chart={
          <ShareChart
            rows={figures.shipping}
            label={(row) => SHIPPING_LABELS[row.shipping_type]}
            value={(row) => row.paid_orders}
          />
        }
      />
      <ChartSection
        title="Payment channels"
        note="Share of paid orders, by the channel Faspay named."
        rows={figures.channels}
        rowKey={(row) => row.channel ?? ''}
        columns={[
          { label: 'Channel', cell: (row) => channelLabel(row.channel) },
          { label: 'Paid orders', cell: (row) => row.paid_orders, numeric: true },
          { label: 'Revenue', cell: (row) => formatRupiah(row.revenue), numeric: true },
        ]}
        chart={
          <ShareChart
            rows={figures.channels}
            label={(row) => channelLabel(row.channel)}
            value={(row) => row.paid_orders}
          />
        }
      />
    </>
  )
}
