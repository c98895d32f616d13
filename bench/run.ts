import { runApiBench } from './api'
import { runCartBench } from './cart'
import { runCheckoutBench } from './checkout'
import { runCsvBench } from './csv'
import { runFirstStartBench } from './first-start'
import { runFlashSaleBench } from './flash-sale'
import { runFulfilmentBench } from './fulfilment'
import { runMediaBench } from './media'
import { parseOptions } from './src/options'
import { machine } from './src/results'
import { runWebBench } from './web'
import { runOrdersBoardBench } from './orders-board'
import { runReadsBench } from './reads'
import { runStaffCancelBench } from './staff-cancel'
import { usePortRange } from './src/web/processes'

const options = parseOptions(process.argv.slice(2))
usePortRange(options.ports)
const started = performance.now()
const host = machine()
console.log(
  `machine: ${host.cpus} x ${host.cpuModel}, ${host.memoryGb} GB, Node ${host.node}, load average ${host.loadAverage.join(' ')}`,
)
if (options.suites.includes('api')) await runApiBench(options)
if (options.suites.includes('reads')) await runReadsBench(options)
if (options.suites.includes('web')) await runWebBench(options)
if (options.suites.includes('cart')) await runCartBench(options)
if (options.suites.includes('checkout')) await runCheckoutBench(options)
if (options.suites.includes('fulfilment')) await runFulfilmentBench(options)
if (options.suites.includes('csv')) await runCsvBench(options)
if (options.suites.includes('media')) await runMediaBench(options)
if (options.suites.includes('first-start')) await runFirstStartBench(options)
if (options.suites.includes('orders-board')) await runOrdersBoardBench(options)
if (options.suites.includes('flash-sale')) await runFlashSaleBench(options)
if (options.suites.includes('staff-cancel')) await runStaffCancelBench(options)
console.log(
  `\nbench finished in ${((performance.now() - started) / 1000).toFixed(0)} s (load average now ${machine().loadAverage.join(' ')})`,
)
