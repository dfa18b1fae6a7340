/**
 * Builds the schema corpus (`test/fixtures/schema-corpus.json`) from the npm packages listed in
 * `scripts/schema-corpus/sources.ts`: each package's tarball at its listed version (`npm pack`,
 * the registry's own client; the packages are not dependencies of the project, most bring a large
 * tree with them), its schema files read as shipped. A file that is only a `$ref` into another file
 * is left out (it describes nothing on its own), and so is a second copy of the same schema.
 * A schema whose `$ref`s name other documents gets them as its `schemas`, as an application that
 * ships those files hands them to the form: the files of the same package a `$ref` names (by their
 * `$id`, or by their path from the referring file), or a document another package of the list ships
 * under the `$id` a `$ref` names (a meta-schema of `ajv`), and the documents those refer to in turn.
 * Nothing else: a document no package ships is never downloaded, and its `$ref` stays unresolved.
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
  /** The other documents its `$ref`s name, that the packages ship: the form's `schemas`. */
  schemas?: CorpusDocument[]
}

/** A document a schema of the corpus refers to, as a package ships it. */
export interface CorpusDocument {
  /**
   * The URI the schema's `$ref`s name it by: its own `$id`, or for a document without one, its path
   * from the folder of the schema (`common/address.json`).
   */
  uri: string
  /** The package that ships it, and its file there. */
  source: string
  file: string
  schema: unknown
}

/** A JSON file of a package. */
interface PackageFile {
  source: string
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

/** A package's tarball at its listed version (`npm pack`), unpacked: its folder. */
function unpacked(source: CorpusSource, scratch: string): string {
  const into = mkdtempSync(join(scratch, 'pack-'))
  const tarball = execFileSync('npm', ['pack', `${source.name}@${source.version}`, '--silent', '--pack-destination', into], { encoding: 'utf8' }).trim().split('\n').pop()!
  execFileSync('tar', ['xzf', join(into, tarball), '-C', into])
  return join(into, 'package')
}

/** Every JSON file of a package, by its path; a file that does not parse is left out. */
function jsonFilesOf(source: CorpusSource, folder: string): Map<string, PackageFile> {
  const files = new Map<string, PackageFile>()
  for (const file of filesUnder(folder).filter(name => name.endsWith('.json'))) {
    try {
      files.set(file, { source: source.name, file, schema: JSON.parse(readFileSync(join(folder, file), 'utf8')) as unknown })
    }
    catch {
      // Not JSON after all (a comment, a template): no document of anyone's.
    }
  }
  return files
}

function schemasOf(source: CorpusSource, files: Map<string, PackageFile>): CorpusSchema[] {
  const patterns = source.files.map(patternOf)
  return [...files.values()]
    .filter(({ file }) => patterns.some(pattern => pattern.test(file)))
    .filter(({ schema }) => standsAlone(schema))
    .map(({ file, schema }) => ({ id: `${source.name}/${file}`, source: source.name, version: source.version, file, schema }))
}

/** The `$id` of a document (`id` in draft-04), without its empty fragment; absolute URIs only. */
function idOf(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null)
    return undefined
  const { $id, id } = schema as { $id?: unknown, id?: unknown }
  const named = typeof $id === 'string' ? $id : typeof id === 'string' ? id : undefined
  if (named === undefined || !URL.canParse(named))
    return undefined
  const url = new URL(named)
  url.hash = ''
  return url.href
}

/** Every `$ref` of a schema that names another document: its document part (`other.json`, `https://...`). */
function documentRefs(schema: unknown): string[] {
  const found = new Set<string>()
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null)
      return
    const ref = (node as { $ref?: unknown }).$ref
    if (typeof ref === 'string' && !ref.startsWith('#'))
      found.add(ref.split('#')[0]!)
    Object.values(node).forEach(visit)
  }
  visit(schema)
  return [...found]
}

/** A package file's place as a URL: what a relative `$ref` resolves against to find a file beside it. */
const fileUrl = (file: string) => new URL(file, 'file:///package/')
/** The package path a `file:` URL of `fileUrl` names. */
const packagePath = (url: URL) => (url.protocol === 'file:' && url.pathname.startsWith('/package/') ? decodeURIComponent(url.pathname.slice('/package/'.length)) : undefined)

/**
 * The documents `entry` refers to that the packages ship, and those these refer to, the nearest
 * first: each `$ref` resolved against the referring document's `$id` names a file of the same
 * package or of another one with that `$id`; a relative one also names the file at that path from
 * the referring file. The schema itself is none of them.
 */
function documentsOf(entry: CorpusSchema, packages: Map<string, Map<string, PackageFile>>, byId: Map<string, PackageFile>): CorpusDocument[] {
  const documents: CorpusDocument[] = []
  const seen = new Set<PackageFile>([packages.get(entry.source)!.get(entry.file)!])
  const pending: PackageFile[] = [...seen]
  const root = fileUrl(entry.file)
  while (pending.length) {
    const referring = pending.shift()!
    const files = packages.get(referring.source)!
    const id = idOf(referring.schema)
    for (const ref of documentRefs(referring.schema)) {
      const absolute = id !== undefined && URL.canParse(ref, id) ? new URL(ref, id).href : URL.canParse(ref) ? new URL(ref).href : undefined
      const ownPath = URL.canParse(ref, fileUrl(referring.file)) ? packagePath(new URL(ref, fileUrl(referring.file))) : undefined
      const found = (absolute !== undefined ? [...files.values()].find(file => idOf(file.schema) === absolute) ?? byId.get(absolute) : undefined)
        ?? (ownPath !== undefined ? files.get(ownPath) : undefined)
      if (!found || seen.has(found) || typeof found.schema !== 'object' || found.schema === null)
        continue
      seen.add(found)
      pending.push(found)
      const uri = idOf(found.schema) ?? relativeFrom(root, fileUrl(found.file))
      documents.push({ uri, source: found.source, file: found.file, schema: found.schema })
    }
  }
  return documents
}

/** The path of `to` from the folder of `from` (`common/address.json`, `../shared/a.json`). */
function relativeFrom(from: URL, to: URL): string {
  const folder = from.pathname.split('/').slice(0, -1)
  const target = to.pathname.split('/')
  let common = 0
  while (common < folder.length && folder[common] === target[common])
    common++
  return [...Array.from({ length: folder.length - common }, () => '..'), ...target.slice(common)].join('/')
}

const scratch = mkdtempSync(join(tmpdir(), 'schema-corpus-'))
try {
  const seen = new Set<string>()
  const corpus: CorpusSchema[] = []
  const packages = new Map<string, Map<string, PackageFile>>()
  for (const source of corpusSources)
    packages.set(source.name, jsonFilesOf(source, unpacked(source, scratch)))
  // The documents of every package by their `$id`, for a `$ref` to one another package ships.
  const byId = new Map<string, PackageFile>()
  for (const files of packages.values()) {
    for (const file of files.values()) {
      const id = idOf(file.schema)
      if (id !== undefined && !byId.has(id))
        byId.set(id, file)
    }
  }
  for (const source of corpusSources) {
    const schemas = schemasOf(source, packages.get(source.name)!).map((entry) => {
      const documents = documentsOf(entry, packages, byId)
      return documents.length ? { ...entry, schemas: documents } : entry
    })
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
