import Fastify from 'fastify'
import type { PaymentNotification } from '@store/contract/payment'

/** A store's notification endpoint stand-in on 127.0.0.1: records each POST and answers as told. */
export async function startNotificationReceiver() {
  const received: PaymentNotification[] = []
  let answer: 'accept' | 'fail' = 'accept'
  const server = Fastify()
  server.post('/api/payment/notification', (request, reply) => {
    const body = request.body as PaymentNotification
    received.push(body)
    if (answer === 'fail') return reply.code(500).send({ error: { message: 'down' } })
    return { response: 'Payment Notification', response_code: '00', response_desc: 'Sukses' }
  })
  const address = await server.listen({ host: '127.0.0.1', port: 0 })
  return {
    url: `${address}/api/payment/notification`,
    received,
    answerWith(next: 'accept' | 'fail') {
      answer = next
    },
    close: () => server.close(),
  }
}
