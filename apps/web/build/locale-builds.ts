import { readdir, rename, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { build, defaultClientConditions, defaultServerConditions } from 'vite'
import type { Plugin } from 'vite'
import { DEFAULT_LOCALE, LOCALES } from '@store/contract/locale'
import type { Locale } from '@store/contract/locale'

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
