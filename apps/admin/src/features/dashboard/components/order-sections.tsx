import * as m from '#messages'
import type { Dashboard } from '@store/contract/admin/dashboard'
import { ChartSection } from './chart-section'
import { revenueColumn } from './revenue-column'
import { ShareChart } from './share-chart'
import { SimpleBarChart } from './bar-chart'
import { SHIPPING_LABELS, channelLabel } from '../utils/format'
import { TRX_STATUS_LABELS } from '@/i18n/locale'

const count = (value: number) => String(value)

/** Orders per status, courier against pick-up, and payment channels. */
export function OrderSections({ figures }: { figures: Dashboard }) {
  const placed = figures.statuses.filter((row) => row.orders > 0)
  return (
    <>
      <ChartSection
        title={m.orders_per_status()}
        note={m.orders_per_status_note()}
        rows={placed}
        rowKey={(row) => row.status}
        columns={[
          { label: m.status(), cell: (row) => TRX_STATUS_LABELS[row.status] },
          { label: m.orders(), cell: (row) => row.orders, numeric: true },
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
        title={m.courier_or_pickup()}
        note={m.share_of_paid_orders()}
        rows={figures.shipping}
        rowKey={(row) => row.shipping_type}
        columns={[
          { label: m.shipping(), cell: (row) => SHIPPING_LABELS[row.shipping_type] },
          { label: m.paid_orders(), cell: (row) => row.paid_orders, numeric: true },
          ...revenueColumn(figures),
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
        title={m.payment_channels()}
        note={m.payment_channels_note()}
        rows={figures.channels}
        rowKey={(row) => row.channel ?? ''}
        columns={[
          { label: m.channel(), cell: (row) => channelLabel(row.channel) },
          { label: m.paid_orders(), cell: (row) => row.paid_orders, numeric: true },
          ...revenueColumn(figures),
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
