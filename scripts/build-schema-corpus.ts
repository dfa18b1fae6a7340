/**
 * Builds the schema corpus (`test/fixtures/schema-corpus.json`) from the npm packages listed in
 * `scripts/schema-corpus/sources.ts`: each package's tarball at its listed version (`npm pack`,
 * the registry's own client; the packages are not dependencies of the project, most bring a large
 * tree with them), its schema files read as shipped. A file that is only a `$ref` into another file
 * is left out (it describes nothing on its own), and so is a second copy of the same schema.
 * Run `npm run corpus:build` after changing the list, and commit the fixture.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type CorpusSource, corpusSources } from './schema-corpus/sources'

/** One schema of the corpus, with where it comes from. */
export interface CorpusSchema {
  /** The package and the file: `webpack/schemas/WebpackOptions.json`. */
  id: string
  source: string
  version: string
  file: string
  schema: unknown
}

const root = fileURLToPath(new URL('..', import.meta.url))
const fixture = join(root, 'test/fixtures/schema-corpus.json')

/** A path pattern of `sources.ts` as a regular expression over a relative path. */
function patternOf(glob: string): RegExp {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped.replace(/\*\*\//g, '\0').replace(/\*/g, '[^/]*').replace(/\0/g, '(?:[^/]+/)*')}$`)
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => relative(folder, join(entry.parentPath, entry.name)))
    .sort()
}

/** A schema that stands on its own: an object, not just a `$ref` into another file. */
function standsAlone(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
    return false
  const { $ref, ...rest } = schema as Record<string, unknown>
  const onlyRef = typeof $ref === 'string' && !$ref.startsWith('#') && Object.keys(rest).every(key => ['$schema', '$id', 'id', 'title', 'description'].includes(key))
  return !onlyRef
}

function schemasOf(source: CorpusSource, scratch: string): CorpusSchema[] {
  const into = mkdtempSync(join(scratch, 'pack-'))
  const tarball = execFileSync('npm', ['pack', `${source.name}@${source.version}`, '--silent', '--pack-destination', into], { encoding: 'utf8' }).trim().split('\n').pop()!
  execFileSync('tar', ['xzf', join(into, tarball), '-C', into])
  const folder = join(into, 'package')
  const patterns = source.files.map(patternOf)
  return filesUnder(folder)
    .filter(file => patterns.some(pattern => pattern.test(file)))
    .map(file => ({ file, schema: JSON.parse(readFileSync(join(folder, file), 'utf8')) as unknown }))
    .filter(({ schema }) => standsAlone(schema))
    .map(({ file, schema }) => ({ id: `${source.name}/${file}`, source: source.name, version: source.version, file, schema }))
}

const scratch = mkdtempSync(join(tmpdir(), 'schema-corpus-'))
try {
  const seen = new Set<string>()
  const corpus: CorpusSchema[] = []
  for (const source of corpusSources) {
    const schemas = schemasOf(source, scratch)
    if (!schemas.length)
      throw new Error(`${source.name}@${source.version}: no schema matches ${source.files.join(', ')}`)
    for (const entry of schemas) {
      const hash = createHash('sha256').update(JSON.stringify(entry.schema)).digest('hex')
      if (!seen.has(hash)) {
        seen.add(hash)
        corpus.push(entry)
      }
    }
  }
  writeFileSync(fixture, `${JSON.stringify(corpus)}\n`)
  console.log(`${corpus.length} schemas from ${corpusSources.length} packages written to ${relative(root, fixture)}`)
}
finally {
  rmSync(scratch, { recursive: true, force: true })
}
