// Compiles the message catalogues (apps/web/i18n, packages/contract/i18n) into one ES module
// per language with Paraglide JS (docs/decisions/068-two-languages.md). The output is committed,
// so the API, the type checks and the tests need no build step; a test fails when it is stale.
import { createHash } from 'node:crypto'
import { readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { compile } from '@inlang/paraglide-js'

export const CATALOGUES = [
  { project: 'packages/contract/i18n/project.inlang', outdir: 'packages/contract/src/i18n/compiled' },
  { project: 'apps/web/i18n/project.inlang', outdir: 'apps/web/src/i18n/compiled' },
]

// The per-language modules are all a build imports; the rest of the output dispatches at run
// time between languages, which a page built for one language never does.
const UNUSED = ['messages.js', 'messages.d.ts', 'messages/_index.js', 'messages/_index.d.ts', 'server.js', 'server.d.ts', 'runtime.js', 'runtime.d.ts']

/** The hash of a catalogue's message files, kept beside its output to tell when it is stale. */
export async function sourceHash(root, { project }) {
  const dir = resolve(root, project, '..')
  const hash = createHash('sha256')
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json')).sort())
    hash.update(file).update(await readFile(join(dir, file)))
  return hash.digest('hex')
}

export const HASH_FILE = 'source-hash.txt'

export async function compileCatalogue(root, { project, outdir }, into = outdir) {
  const out = resolve(root, into)
  await compile({
    project: resolve(root, project),
    outdir: out,
    outputStructure: 'locale-modules',
    emitTsDeclarations: true,
    emitGitIgnore: false,
    emitReadme: false,
    emitPrettierIgnore: false,
    includeEslintDisableComment: true,
    cleanOutdir: true,
  })
  for (const file of UNUSED) await rm(join(out, file), { force: true })
  // A message's type is a plain string: the run-time module that names the branded type is not kept.
  for (const file of (await readdir(join(out, 'messages'))).filter((name) => name.endsWith('.d.ts'))) {
    const path = join(out, 'messages', file)
    let text = (await readFile(path, 'utf8')).replace('import("../runtime.js").LocalizedString', 'string')
    // A message without inputs is called without arguments.
    for (const [, name] of text.matchAll(/export type (\w+) = \{\};/g))
      text = text.replaceAll(`(inputs: ${name})`, `(inputs?: ${name})`)
    await writeFile(path, text)
  }
  const registry = join(out, 'registry.d.ts')
  await writeFile(registry, (await readFile(registry, 'utf8')).replaceAll('import("./runtime.js").Locale', 'string'))
  await writeFile(join(out, HASH_FILE), `${await sourceHash(root, { project })}\n`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '..')
  for (const catalogue of CATALOGUES) await compileCatalogue(root, catalogue)
}
