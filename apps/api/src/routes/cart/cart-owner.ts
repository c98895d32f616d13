import type { FastifyRequest } from 'fastify'

/** Whose cart a request works on: the device's, or the signed-in member's. */
export type CartOwner = { kind: 'device'; deviceId: string } | { kind: 'member'; userId: number }

function isMember(value: unknown): value is { id: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'number' &&
    Number.isInteger(value.id)
  )
}

/**
 * The member the members issue's authentication puts on the request
 * (`request.member`), or null for a guest. Read without declaring the
 * property, so this file does not depend on how that plugin types it.
 */
export function requestMember(request: FastifyRequest): { id: number } | null {
  const member: unknown = (request as { member?: unknown }).member
  return isMember(member) ? member : null
}

/** The one place that decides: a member's cart when signed in, otherwise the device's. */
export function resolveCartOwner(member: { id: number } | null, deviceId: string): CartOwner {
  return member ? { kind: 'member', userId: member.id } : { kind: 'device', deviceId }
}
