import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import type { Browser, CDPSession } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'

type Kind = 'js' | 'css' | 'font' | 'image' | 'document' | 'data' | 'other'

interface Resource {
  url: string
  kind: Kind
  status: number
  encoding: string
  transferBytes: number
  headerBytes: number
  failed: boolean
}

export interface PageWeight {
  page: string
  url: string
  status: number
  /** Bytes on the wire (CDP encodedDataLength: compressed body plus headers), by kind. */
  transfer: Record<Kind, number>
  /** Response headers within the JS and CSS transfer (helmet sends about 1 KB per response). */
  jsCssHeaderBytes: number
  /** gzip -6 of each JS and CSS body, summed: what the files weigh gzipped whatever the server sent. */
  gzip: { js: number; css: number }
  /** Brotli at its best quality (11), what files compressed at build time would weigh. */
  brotli11: { js: number; css: number }
  raw: { js: number; css: number }
  jsFiles: number
  cssFiles: number
  /** File names of the JS it loaded, for the bundle makeup. */
  jsFileNames: string[]
  requests: number
  encodings: string[]
  /** What a shopper would see: title, first heading, product links, errors. */
  seen: {
    title: string
    heading: string
    productLinks: number
    consoleErrors: string[]
    failedRequests: string[]
  }
}

const LOAD_TIMEOUT_MS = 30_000
const IDLE_TIMEOUT_MS = 10_000

function kindOf(mimeType: string, type: string): Kind {
  if (/javascript|ecmascript/.test(mimeType) || type === 'Script') return 'js'
  if (mimeType === 'text/css' || type === 'Stylesheet') return 'css'
  if (type === 'Font' || mimeType.startsWith('font/')) return 'font'
  if (type === 'Image' || mimeType.startsWith('image/')) return 'image'
  if (type === 'Document') return 'document'
  if (type === 'Fetch' || type === 'XHR') return 'data'
  return 'other'
}

function header(headers: Record<string, unknown>, name: string): string {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name)
  return key ? String(headers[key]) : ''
}

async function bodyBytes(cdp: CDPSession, requestId: string): Promise<Buffer | null> {
  try {
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId })
    return Buffer.from(body, base64Encoded ? 'base64' : 'utf8')
  } catch {
    return null
  }
}

/** Loads one page in a fresh context (empty cache) and weighs everything it fetched until the network went idle. */
async function weighPage(browser: Browser, name: string, url: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  try {
    const page = await context.newPage()
    const consoleErrors: string[] = []
    page.on(
      'console',
      (message) =>
        void (message.type() === 'error' && consoleErrors.push(message.text().slice(0, 160))),
    )
    page.on('pageerror', (error) => void consoleErrors.push(error.message.slice(0, 160)))
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const resources = new Map<string, Resource>()
    const headerBytes = new Map<string, number>()
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      resources.set(requestId, {
        url: response.url,
        kind: kindOf(response.mimeType, type),
        status: response.status,
        encoding: header(response.headers, 'content-encoding') || 'identity',
        transferBytes: 0,
        headerBytes: headerBytes.get(requestId) ?? 0,
        failed: false,
      })
    })
    // Usually arrives before responseReceived, sometimes after.
    cdp.on('Network.responseReceivedExtraInfo', ({ requestId, headers, headersText }) => {
      const bytes =
        headersText?.length ??
        Object.entries(headers).reduce(
          (sum, [name, value]) => sum + name.length + String(value).length + 4,
          0,
        )
      headerBytes.set(requestId, bytes)
      const resource = resources.get(requestId)
      if (resource) resource.headerBytes = bytes
    })
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const resource = resources.get(requestId)
      if (resource) resource.transferBytes = encodedDataLength
    })
    cdp.on('Network.loadingFailed', ({ requestId, errorText }) => {
      const resource = resources.get(requestId)
      if (resource) resource.failed = true
      else
        resources.set(requestId, {
          url: errorText,
          kind: 'other',
          status: 0,
          encoding: '',
          transferBytes: 0,
          headerBytes: 0,
          failed: true,
        })
    })

    const response = await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS })
    await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS }).catch(() => undefined)

    const transfer: Record<Kind, number> = {
      js: 0,
      css: 0,
      font: 0,
      image: 0,
      document: 0,
      data: 0,
      other: 0,
    }
    const gzip = { js: 0, css: 0 }
    const brotli11 = { js: 0, css: 0 }
    const raw = { js: 0, css: 0 }
    for (const [requestId, resource] of resources) {
      transfer[resource.kind] += resource.transferBytes
      if (resource.kind !== 'js' && resource.kind !== 'css') continue
      const body = await bodyBytes(cdp, requestId)
      if (!body) continue
      raw[resource.kind] += body.length
      gzip[resource.kind] += gzipSync(body).length
      brotli11[resource.kind] += brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length
    }
    const list = [...resources.values()]
    const seen = await page.evaluate(() => ({
      title: document.title,
      heading: document.querySelector('h1')?.textContent?.trim().slice(0, 60) ?? '',
      productLinks: new Set(
        [...document.querySelectorAll('a[href*="/product/"]')].map((link) =>
          link.getAttribute('href'),
        ),
      ).size,
    }))
    return {
      page: name,
      url,
      status: response?.status() ?? 0,
      transfer,
      gzip,
      brotli11,
      raw,
      jsCssHeaderBytes: list
        .filter((resource) => resource.kind === 'js' || resource.kind === 'css')
        .reduce((sum, resource) => sum + resource.headerBytes, 0),
      jsFiles: list.filter((resource) => resource.kind === 'js').length,
      // The build's files; the boot script (/boot.js, under 1 KB) is the server's own.
      jsFileNames: list
        .filter((resource) => resource.kind === 'js')
        .map((resource) => new URL(resource.url).pathname)
        .filter((path) => path.startsWith('/assets/'))
        .map((path) => path.split('/').at(-1) ?? ''),
      cssFiles: list.filter((resource) => resource.kind === 'css').length,
      requests: list.length,
      encodings: [
        ...new Set(
          list
            .filter((resource) => resource.kind === 'js' || resource.kind === 'css')
            .map((resource) => resource.encoding),
        ),
      ],
      seen: {
        ...seen,
        consoleErrors,
        failedRequests: list
          .filter((resource) => resource.failed || resource.status >= 400)
          .map((resource) => `${resource.status} ${resource.url}`),
      },
    }
  } finally {
    await context.close()
  }
}

export async function weighPages(pages: { name: string; url: string }[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const weights: PageWeight[] = []
    for (const page of pages) weights.push(await weighPage(browser, page.name, page.url))
    return weights
  } finally {
    await browser.close()
  }
}
