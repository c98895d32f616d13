import { readFileSync } from 'node:fs'
import { readdir, rename, rm } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { build, defaultClientConditions, defaultServerConditions } from 'vite'
import type { Plugin } from 'vite'
// By path, not by package name: Vite bundles a config's own files but loads a package's with
// Node, which would have to run the contract's TypeScript itself.
import { DEFAULT_LOCALE, LOCALES } from '../../../packages/contract/src/locale'
import type { Locale } from '../../../packages/contract/src/locale'

const PLUGIN_PREFIX = 'locale:'

/**
 * One language's build (docs/decisions/068-two-languages.md): the message
 * modules resolve to that language's through the `locale-<code>` export
 * condition (apps/web and packages/contract package.json), so its pages carry
 * its words and no other's. English is the plain build; another language's
 * page template, manifest and server renderer go into <outDir>/<code>, and its
 * scripts join the English ones in <outDir>/assets (their names are hashes of
 * their content, so a file both languages share, React's, is one file).
 */
export function localeBuild(locale: Locale): Plugin {
  const condition = `locale-${locale}`
  return {
    name: `${PLUGIN_PREFIX}${locale}`,
    config: () =>
      locale === DEFAULT_LOCALE
        ? {}
        : {
            define: { 'import.meta.env.VITE_LOCALE': JSON.stringify(locale) },
            resolve: { conditions: [condition, ...defaultClientConditions] },
            ssr: { resolve: { conditions: [condition, ...defaultServerConditions] } },
            build: { copyPublicDir: false },
          },
  }
}

/** The language plugins of a resolved build, for the builds it starts (its server renderer). */
export const localePluginsOf = (plugins: readonly Plugin[]) =>
  plugins.filter((plugin) => plugin.name.startsWith(PLUGIN_PREFIX))

/**
 * After the English browser build (and its server renderer), builds every
 * other language into <outDir>/<code>: the same config file with that
 * language's plugin, so each language has its own scripts and server renderer.
 */
export function otherLocaleBuilds(): Plugin {
  let root = ''
  let configFile: string | undefined
  let outDir = ''
  let sourcemap: boolean | 'inline' | 'hidden' = false
  let isLocaleBuild = false
  return {
    name: 'other-locale-builds',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root
      configFile = config.configFile
      outDir = resolve(config.root, config.build.outDir)
      sourcemap = config.build.sourcemap
      isLocaleBuild = localePluginsOf(config.plugins).length > 0
    },
    closeBundle: {
      // After the server renderer's build, not beside it: two builds at once on a small machine.
      sequential: true,
      async handler() {
        if (isLocaleBuild) return
        for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
          await build({
            root,
            configFile,
            logLevel: 'warn',
            plugins: [localeBuild(locale)],
            build: { outDir: join(outDir, locale), emptyOutDir: true, sourcemap },
          })
          await moveAssets(join(outDir, locale, 'assets'), join(outDir, 'assets'))
        }
      },
    },
  }
}

async function moveAssets(from: string, to: string) {
  for (const file of await readdir(from)) await rename(join(from, file), join(to, file))
  await rm(from, { recursive: true })
}

const COMPILED_MESSAGES = /\/i18n\/compiled\/messages\/[a-z]{2}\.js$/
const BARREL = '\0messages-of:'
const MESSAGE = '\0message:'

/** A compiled language module (scripts/compile-messages.mjs) as its messages' source, by key. */
function messagesOf(file: string): Map<string, string> {
  const parts = readFileSync(file, 'utf8')
    .split(/\n(?=export const )/)
    .slice(1)
  return new Map(parts.map((part) => [/^export const (\w+)/.exec(part)?.[1] ?? '', part.trim()]))
}

/**
 * Each message of a language module in a module of its own. A language module
 * is one file, and a file lives in one chunk: the messages of every page would
 * come with the first view. Split, each message goes with the chunk that uses
 * it, and a page's first view carries only its own words.
 */
export function messageModules(): Plugin {
  return {
    name: 'message-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith(BARREL) || source.startsWith(MESSAGE)) return source
      if (importer?.startsWith(BARREL)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && COMPILED_MESSAGES.test(resolved.id) ? `${BARREL}${resolved.id}` : null
    },
    load(id) {
      if (id.startsWith(BARREL)) {
        const file = id.slice(BARREL.length)
        return [...messagesOf(file).keys()]
          .map((key) => `export { ${key} } from '${MESSAGE}${file}:${key}'`)
          .join('\n')
      }
      if (!id.startsWith(MESSAGE)) return null
      const [file = '', key = ''] = id.slice(MESSAGE.length).split(/:(?=\w+$)/)
      const source = messagesOf(file).get(key) ?? ''
      const registry = join(dirname(file), '..', 'registry.js')
      return source.includes('registry.')
        ? `import * as registry from ${JSON.stringify(registry)}\n${source}`
        : source
    },
  }
}
