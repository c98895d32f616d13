import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyBaseLogger } from 'fastify'
import type { RenderPage, RenderedPage } from '@store/contract/server-render'
import { SERVER_RENDERER_PATH } from '@store/contract/server-render'

/**
 * The web build's server renderer, when the build has one. A page it cannot
 * render is sent as the shell with its data, and the browser renders it, so
 * a rendering bug costs the first paint, never the page.
 */
export async function loadServerRenderer(webDistDir: string, log: FastifyBaseLogger) {
  const path = join(webDistDir, SERVER_RENDERER_PATH)
  if (!existsSync(path)) return null
  let render: RenderPage
  try {
    ;({ render } = (await import(pathToFileURL(path).href)) as { render: RenderPage })
  } catch (error) {
    log.error({ err: error, path }, 'the server renderer did not load; pages render in the browser')
    return null
  }
  return async (url: string, answers: Record<string, unknown>): Promise<RenderedPage | null> => {
    try {
      return await render(url, answers)
    } catch (error) {
      log.error(
        { err: error, url },
        'the server render failed; sending the page to render in the browser',
      )
      return null
    }
  }
}
