import Fastify from 'fastify'

/**
 * The reads bench's reference: Fastify as installed, with no plugin, hook or
 * logger, answering a small JSON. `node --import tsx bare-server.ts <port>`.
 */
const port = Number(process.argv[2])
const app = Fastify()
app.get('/bare', () => ({ status: 'ok' }))
await app.listen({ host: '127.0.0.1', port })
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
