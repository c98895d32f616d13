// `npx tsx bench/services.ts`: the outside-service adapters' own cost per call,
// so checkout's figures can tell the adapters' share from the database's.
import { readEnv } from '../apps/api/src/env'
import { createCourierSimulator } from '../apps/api/src/services/courier/simulator'
import { quoteSimulatedTariffs } from '../apps/api/src/services/courier/simulator-tariffs'
import { paymentConfigFromEnv } from '../apps/api/src/services/payment/config'
import { buildPaymentData } from '../apps/api/src/services/payment/payment-data'
import { statusSignature } from '../apps/api/src/services/payment/signature'
import { verifyNotification } from '../apps/api/src/services/payment/verify'
import { machine } from './src/results'

const DURATION_MS = 1_000

/** Calls `work` for about a second and reports calls per second and the mean. */
async function measure(name: string, work: (i: number) => unknown) {
  let calls = 0
  const started = performance.now()
  while (performance.now() - started < DURATION_MS) await work(calls++)
  const seconds = (performance.now() - started) / 1000
  const perSecond = Math.round(calls / seconds)
  console.log(
    `${name.padEnd(44)} ${String(perSecond).padStart(9)} /s  ${((seconds * 1e6) / calls).toFixed(1).padStart(7)} µs`,
  )
}

const host = machine()
console.log(
  `machine: ${host.cpus} x ${host.cpuModel}, Node ${host.node}, load average ${host.loadAverage.join(' ')}`,
)
const config = paymentConfigFromEnv(
  readEnv({ PAYMENT_SANDBOX_SECRET: 'a secret for measuring signatures only' }),
)
const order = {
  billNo: 'KN-BENCH-1',
  billRef: 'bench',
  createdAt: new Date(),
  grandTotal: 1_250_000,
  description: 'bench',
  customer: { number: '1', name: 'Dewi', email: 'dewi@example.co.id' },
  lines: [{ name: 'Kemeja Batik Parang', qty: 2, unitPrice: 625_000 }],
  channels: config.channels.map((channel) => channel.uid),
}
const notification = {
  trx_id: '1',
  merchant_id: config.merchantId,
  bill_no: order.billNo,
  bill_total: '1250000',
  payment_status_code: '2' as const,
  signature: statusSignature(config, order.billNo, '2'),
}
const bill = { billNo: order.billNo, grandTotal: order.grandTotal }
await measure('buildPaymentData (signed form)', () =>
  buildPaymentData(order, { config, storeOrigin: 'http://x' }),
)
await measure('verifyNotification (signature + amount)', () =>
  verifyNotification(notification, config, bill),
)
const destination = { provinceId: 32, cityId: 3273, subdistrictId: 327301 }
await measure('courier simulator quoteTariffs', (i) =>
  quoteSimulatedTariffs({ originHub: 'CGK', destination, weightGrams: 500 + (i % 20_000) }),
)
const courier = createCourierSimulator({ timeScale: 60 })
const noResi = await courier.bookWaybill({
  orderRef: 'bench',
  service: 'REG',
  originHub: 'CGK',
  destination: { provinceId: 72, cityId: 7271, subdistrictId: 727101, cityName: 'Palu' },
  weightGrams: 1000,
  sender: { name: 'KAINARA', address: 'Jakarta' },
  receiver: { name: 'Andi', phone: '+62812', address: 'Palu' },
  bookedAt: new Date(),
})
await measure('courier simulator trackWaybill (full route)', () =>
  courier.trackWaybill(noResi, new Date(Date.now() + 86_400_000)),
)
