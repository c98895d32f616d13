import type { z } from 'zod'
import type { API_CALLS } from '@store/contract/calls'
import type { ROUTES, RouteName } from '@store/contract/routes'

type Calls = typeof API_CALLS
type PayloadIn<K extends RouteName> = z.input<Calls[K]['payload']>
type PayloadOut<K extends RouteName> = z.output<Calls[K]['payload']>
type InQuery<K extends RouteName> = (typeof ROUTES)[K]['method'] extends 'GET' | 'DELETE'
  ? true
  : false
/** A query string carries text: a flag the schema reads as '1' may be written 1. */
type AsQueryText<T> = T extends `${infer N extends number | boolean}` ? T | N : T
/**
 * What a call takes, as its contract schema reads it. A field the server
 * coerces (an id read from a query string) accepts anything as input, so it
 * is typed by what it becomes: the client sends the value, not its text
 * (decision 037).
 */
export type PayloadOf<K extends RouteName> = K extends RouteName
  ? {
      [F in keyof PayloadIn<K>]: unknown extends PayloadIn<K>[F]
        ? F extends keyof PayloadOut<K>
          ? PayloadOut<K>[F]
          : never
        : InQuery<K> extends true
          ? AsQueryText<PayloadIn<K>[F]>
          : PayloadIn<K>[F]
    }
  : never
/** The payload argument: optional only for a call whose every field is. */
export type PayloadArg<K extends RouteName> =
  Record<never, never> extends PayloadOf<K> ? [payload?: PayloadOf<K>] : [payload: PayloadOf<K>]
