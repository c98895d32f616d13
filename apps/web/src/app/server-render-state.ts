import type { DehydratedState } from '@tanstack/react-query'
import type { HydrationState } from 'react-router'

/** The JSON block the server puts beside its HTML: the query cache and the router's state. */
export const SERVER_STATE_ID = 'server-state'

export interface ServerRenderState {
  queries: DehydratedState
  router: HydrationState
}
