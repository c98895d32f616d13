// Compiles the message catalogues (apps/web/i18n, packages/contract/i18n) into one ES module
// per language with Paraglide JS (docs/decisions/068-two-languages.md). The output is committed,
// so the API, the type checks and the tests need no build step; a test fails when it is stale.
import { readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { compile } from '@inlang/paraglide-js'
import { CATALOGUES, HASH_FILE, sourceHash } from './message-hash.mjs'

// The per-language modules are all a build imports; the rest of the output dispatches at run
// time between languages, which a page built for one language never does.
const UNUSED = ['messages.js', 'messages/_index.js', 'server.js', 'runtime.js'].flatMap((file) => [
  file,
  file.replace(/\.js$/, '.d.ts'),
])

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
  for (const file of (await readdir(join(out, 'messages'))).filter((name) =>
    name.endsWith('.d.ts'),
  )) {
    const path = join(out, 'messages', file)
    let text = (await readFile(path, 'utf8')).replace(
      'import("../runtime.js").LocalizedString',
      'string',
    )
    // A message without inputs is called without arguments.
    for (const [, name] of text.matchAll(/export type (\w+) = \{\};/g))
      text = text.replaceAll(`(inputs: ${name})`, `(inputs?: ${name})`)
    await writeFile(path, text)
  }
  const registry = join(out, 'registry.d.ts')
  await writeFile(
    registry,
    (await readFile(registry, 'utf8')).replaceAll('import("./runtime.js").Locale', 'string'),
  )
  await writeFile(join(out, HASH_FILE), `${await sourceHash(root, { project })}\n`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '..')
  for (const catalogue of CATALOGUES) await compileCatalogue(root, catalogue)
}
