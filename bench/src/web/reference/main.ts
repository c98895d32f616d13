import { createServer } from 'node:http'
import { buildReferenceAssets } from './assets'
import { referenceHandler } from './serve'

/**
 * The reference page's server, a process of its own like the store's, so
 * neither server shares an event loop with Lighthouse or the other:
 * `tsx main.ts <port>`.
 */
const port = Number(process.argv[2])
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: tsx main.ts <port>')
const assets = await buildReferenceAssets()
createServer(referenceHandler(assets)).listen(port, '127.0.0.1', () => {
  console.log(
    `reference page on 127.0.0.1:${port}: ${assets.scripts.size} script files, ${[...assets.scripts.values()].reduce((sum, file) => sum + file.br.length, 0)} bytes brotli, photo ${assets.photo.length} bytes`,
  )
})
