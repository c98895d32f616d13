import type { FastifyInstance } from 'fastify'
import { LOCALES, localizedPath } from '@store/contract/locale'
import { disallowedPaths, sitemapPaths } from '@store/contract/pages'
import type { Env } from '../../env'
import { requestOrigin } from '../../plugins/web'
import { escapeHtml } from '../../seo/html'
import { listSitemapRecords } from './sitemap.repository'

// NOTE: one sitemap file holds at most 50,000 URLs (sitemaps.org); each product is listed
// once per language.
const SITEMAP_LIMIT = 22_000

export function seoRoutes(app: FastifyInstance, env: Env) {
  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) => {
    const origin = requestOrigin(env, request)
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin',
      ...disallowedPaths().map((path) => `Disallow: ${path}`),
      `Sitemap: ${origin}/sitemap.xml`,
    ]
    return reply.type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`)
  })

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = requestOrigin(env, request)
    const { categoryRows, subRows, productRows } = await listSitemapRecords(app.db, SITEMAP_LIMIT)
    const paths = [
      ...sitemapPaths(),
      ...categoryRows.map((row) => `/products?category_id=${row.id}`),
      ...subRows.map((row) => `/products?category_sub_id=${row.id}`),
    ]
    // Each page in both languages, each entry naming the other (docs/decisions/068).
    const entry = (path: string, lastmod = '') =>
      LOCALES.map((locale) => {
        const loc = escapeHtml(origin + localizedPath(path, locale))
        const alternates = LOCALES.map(
          (code) =>
            `<xhtml:link rel="alternate" hreflang="${code}" href="${escapeHtml(origin + localizedPath(path, code))}"/>`,
        ).join('')
        return `<url><loc>${loc}</loc>${lastmod}${alternates}</url>`
      }).join('\n')
    const entries = [
      ...paths.map((path) => entry(path)),
      ...productRows.map((row) =>
        entry(`/product/${row.id}`, `<lastmod>${row.createdAt.toISOString().slice(0, 10)}</lastmod>`),
      ),
    ]
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml)
  })
}
