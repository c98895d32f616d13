/**
 * How the API server calls the web app's server renderer
 * (apps/web/src/entry-server.tsx, built into apps/web/dist/server).
 */
export interface RenderedPage {
  /** The markup of #root. */
  html: string
  /** JSON for the page's state block, read by the browser before it hydrates. */
  state: unknown
}

/**
 * Renders a page URL with the API answers the server loaded for it, keyed by
 * requestKey. null when the page cannot be rendered on the server (the
 * browser then renders it).
 */
export type RenderPage = (
  url: string,
  answers: Record<string, unknown>,
) => Promise<RenderedPage | null>

export const SERVER_RENDERER_PATH = 'server/entry-server.js'
