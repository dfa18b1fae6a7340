import type { JsonSchema } from '@jsonforms/core'
import { pairCache } from './pairCache'
import { isPlainObject } from './plainObject'
import { ownValue, setDataValue } from './prototypeNames'

/**
 * The other documents a schema's `$ref`s may point to, as AJV's `addSchema` takes them: a list of
 * schemas, each found by its `$id` (`id` in draft-04), or a record of schemas keyed by the URI or
 * the file name a `$ref` names them by (`{ 'dataTypeBase.json': { ... } }`).
 */
export type ExternalSchemas = readonly (JsonSchema | boolean)[] | Readonly<Record<string, JsonSchema | boolean>>

/**
 * How much of a set of documents a form bundles: a hostile schema or set of documents (a chain of
 * thousands of documents, a document nested thousands of levels deep, a web of shared objects that
 * unfolds exponentially) stops here instead of freezing the page or filling its memory. A document
 * past a limit is not embedded: the `$ref`s to it stay as they were, and the form says it cannot
 * resolve them, as for a document not given.
 */
export const bundleLimits = {
  /** Documents embedded into one schema, each counted once (a chain or a web of them is cut here). */
  maxDocuments: 200,
  /** Objects and arrays read in all, the schema's own and those of every document embedded. */
  maxNodes: 200_000,
  /**
   * JSON nesting levels of one document: two per level of the form (a schema and its `properties`)
   * at the form's default depth of 64 levels (`formDefaults.maxDepth`), as the builder takes them.
   */
  maxDepth: 128,
} as const

/** The base URI relative `$id`s and document names resolve against: none of a real document. */
const relativeBase = 'https://relative.invalid/'
/** Keywords whose value is data, not a schema: a `$ref` in them is not one. */
const dataKeywords = new Set(['enum', 'const', 'default', 'examples', 'example'])
/** Keywords whose value maps names to schemas: its keys are names, not keywords. */
const schemaMaps = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas', 'dependencies'])
/** Keywords of a copied document that would make a validator read it as a document of its own. */
const documentKeywords = ['$schema', '$id', '$anchor', '$dynamicAnchor', '$recursiveAnchor'] as const

const drafts2019 = /^https?:\/\/json-schema\.org\/(?:draft\/(?:2019-09|2020-12)\/)?schema#?$/
const draft04 = /^https?:\/\/json-schema\.org\/draft-04\/schema#?$/

/** `ref` resolved against `base` (an absolute URI), without its fragment; undefined when it does not resolve. */
function resolveUri(ref: string, base: string): string | undefined {
  try {
    const url = new URL(ref, base)
    url.hash = ''
    return url.href
  }
  catch {
    return undefined
  }
}

/** A JSON pointer's segment in a URI fragment: `~` and `/` escaped, characters a fragment may not hold percent-encoded. */
function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1').replace(/[^\w\-.~!$&'()*+,;=:@]/g, character => encodeURIComponent(character))
}

const pointerOf = (segments: readonly string[]) => `#${segments.map(segment => `/${pointerSegment(segment)}`).join('')}`

/** A schema resource of the bundle: a document, or a part of one with an `$id` of its own. */
interface Resource {
  document: Document
  /** Where it lies in its document. */
  segments: string[]
}

/** A `$ref` (or `$dynamicRef`, `$recursiveRef`) of a document, with the base URI it is read against. */
interface Site {
  segments: string[]
  keyword: '$ref' | '$dynamicRef' | '$recursiveRef'
  value: string
  base: string
}

/** A document of the bundle: the root, or one of the given documents, read once. */
interface Document {
  source: unknown
  /** Its base URI: its `$id`, or the URI it was found by. */
  base: string
  draft04: boolean
  /** Where its copy lies in the bundle (the root: nowhere, it is the bundle). */
  segments: string[]
  sites: Site[]
}

/** A document's own base URI (its `$id`, `id` in draft-04), if it names one. */
function ownId(schema: Record<string, unknown>, draft04Document: boolean): string | undefined {
  const id = ownValue(schema, '$id') ?? (draft04Document ? ownValue(schema, 'id') : undefined)
  return typeof id === 'string' && !id.startsWith('#') ? id : undefined
}

/** The given documents by the URIs a `$ref` may name them by: each record key, each `$id`. */
function indexOf(schemas: ExternalSchemas, rootDraft04: boolean): Map<string, { source: unknown, base: string }> {
  const index = new Map<string, { source: unknown, base: string }>()
  const add = (uri: string | undefined, source: unknown, base: string) => {
    if (uri !== undefined && !index.has(uri))
      index.set(uri, { source, base })
  }
  const entries: [string | undefined, unknown][] = Array.isArray(schemas)
    ? schemas.map(source => [undefined, source])
    : Object.keys(schemas).map(key => [key, ownValue(schemas, key)])
  for (const [key, source] of entries) {
    if (!isPlainObject(source) && typeof source !== 'boolean')
      continue
    const retrieved = key ? resolveUri(key, relativeBase) : undefined
    const id = isPlainObject(source) ? ownId(source, draft04Of(source, rootDraft04)) : undefined
    const base = (id !== undefined ? resolveUri(id, retrieved ?? relativeBase) : undefined) ?? retrieved
    if (base === undefined)
      continue
    add(retrieved, source, base)
    add(base, source, base)
  }
  return index
}

function draft04Of(schema: unknown, inherited: boolean): boolean {
  const named = isPlainObject(schema) ? schema.$schema : undefined
  return typeof named === 'string' ? draft04.test(named) : inherited
}

/** A readable key for a document of the bundle: its file name (`dataTypeBase.json`, `base`). */
function documentName(uri: string): string {
  const path = uri.split(/[?#]/)[0]!.replace(/\/+$/, '')
  const name = path.slice(path.lastIndexOf('/') + 1).replace(/[^\w.-]/g, '_')
  return name && name !== '.' && name !== '..' ? name : 'document'
}

/**
 * `schema` with every `$ref` to one of `schemas` (resolved against its base URI, the enclosing
 * `$id`s, as JSON Schema reads it; a relative file name also as given) pointing into a copy of that
 * document, placed once among the root's definitions (`$defs` for a root of draft 2019-09 or
 * 2020-12, `definitions` otherwise) under a key none of them has (its file name, `address.json`,
 * or that name numbered, `address.json-2`): each copy a schema of its own there, as the
 * meta-schema checks definitions, in one self-contained schema which
 * JSON Forms' renderers (which resolve only `#...` references) and AJV both read whole. Each copy's
 * own references (`#/definitions/x`, anchors, other documents) are rewritten to point to where
 * their targets lie in the bundle, and its `$id`, `$schema` and anchors are left out, so that AJV
 * reads it as a part of the root and resolves those references from the root. A document that
 * refers to another one, or back to one already embedded, gets the same copy. A `$ref` to no given
 * document stays as it was (nothing is ever fetched), and so does one past `bundleLimits`.
 * The given objects are never changed: the root is copied along the paths to what changes, the
 * rest shared. The same `schema` and documents (the same objects, in a list or record of the same
 * entries, even a new one) give the same bundle.
 */
export function bundleRefs(schema: JsonSchema, schemas: ExternalSchemas | undefined): JsonSchema {
  const token = schemas === undefined ? undefined : tokenOf(schemas)
  return token === undefined || !isPlainObject(schema) ? schema : bundled(schema, token)
}

/** What a bundle was made of: the given schema, for the notice naming its root `$ref`. */
const sources = new WeakMap<object, JsonSchema>()
/** The copies of documents a bundle holds: a root `$ref` into one takes the root's definitions beside it. */
const copies = new WeakSet<object>()

/** The schema a bundle was made of (`bundleRefs`); any other schema as it is. */
export function bundleSource(schema: JsonSchema): JsonSchema {
  return sources.get(schema) ?? schema
}

/** Whether `schema` is the copy of a document a bundle embeds. */
export function isBundledDocument(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && copies.has(schema)
}

/** One object per set of the same documents (the same entries, in the same order), so that a new list of them bundles as the last one. */
interface TokenNode {
  byObject: WeakMap<object, TokenNode>
  byKey: Map<string, TokenNode>
  token?: { schemas: ExternalSchemas }
}
const newNode = (): TokenNode => ({ byObject: new WeakMap(), byKey: new Map() })
const listTokens = newNode()
const recordTokens = newNode()

/** The token of a set of documents; undefined for none (an empty list or record, or no object). */
function tokenOf(schemas: ExternalSchemas): { schemas: ExternalSchemas } | undefined {
  if (typeof schemas !== 'object' || schemas === null)
    return undefined
  const list = Array.isArray(schemas)
  const documents = list ? schemas as readonly unknown[] : Object.keys(schemas).map(key => ownValue(schemas, key))
  if (!documents.some(document => isPlainObject(document) || typeof document === 'boolean'))
    return undefined
  // Objects first, then the key beside them: every strong map hangs off a document, held weakly.
  let node = list ? listTokens : recordTokens
  const keys = list ? [] : Object.keys(schemas)
  documents.forEach((document, position) => {
    const step = (map: 'byObject' | 'byKey', key: never) => {
      let next = (node[map] as Map<unknown, TokenNode>).get(key)
      if (!next)
        (node[map] as Map<unknown, TokenNode>).set(key, next = newNode())
      node = next
    }
    if (typeof document === 'object' && document !== null)
      step('byObject', document as never)
    else
      step('byKey', `\0${JSON.stringify(document) ?? 'undefined'}` as never)
    if (!list)
      step('byKey', keys[position] as never)
  })
  return node.token ??= { schemas }
}

const bundled = pairCache((schema: Record<string, unknown>, token: { schemas: ExternalSchemas }): JsonSchema => {
  const result = bundle(schema, token.schemas)
  if (result !== schema)
    sources.set(result, schema as JsonSchema)
  return result as JsonSchema
})

function bundle(root: Record<string, unknown>, schemas: ExternalSchemas): Record<string, unknown> {
  const rootDraft04 = draft04Of(root, false)
  const index = indexOf(schemas, rootDraft04)
  if (!index.size)
    return root
  const container = typeof root.$schema === 'string' && drafts2019.test(root.$schema) ? '$defs' : 'definitions'
  const existing = ownValue(root, container)
  if (existing !== undefined && !isPlainObject(existing))
    return root

  const resources = new Map<string, Resource>()
  const anchors = new Map<string, Resource>()
  const documents: Document[] = []
  const bySource = new Map<unknown, Document>()
  const names = new Set<string>()
  let nodes: number = bundleLimits.maxNodes

  /** Reads a document: its `$ref`s, `$id`s and anchors. False when it passes a limit. */
  function read(document: Document): boolean {
    const ancestors = new Set<object>()
    const segments: string[] = []
    const found: [string, Resource][] = []
    const anchorsFound: [string, Resource][] = []
    const visit = (node: unknown, base: string, schemaMap: boolean): boolean => {
      if (typeof node !== 'object' || node === null)
        return true
      if (segments.length > bundleLimits.maxDepth || ancestors.has(node) || --nodes < 0)
        return false
      ancestors.add(node)
      if (Array.isArray(node)) {
        for (let position = 0; position < node.length; position++) {
          segments.push(String(position))
          const ok = visit(node[position], base, false)
          segments.pop()
          if (!ok)
            return false
        }
        ancestors.delete(node)
        return true
      }
      const object = node as Record<string, unknown>
      if (!schemaMap) {
        const id = ownId(object, document.draft04)
        if (id !== undefined) {
          base = resolveUri(id, base) ?? base
          found.push([base, { document, segments: [...segments] }])
        }
        const anchorId = ownValue(object, document.draft04 ? 'id' : '$id')
        for (const anchor of [ownValue(object, '$anchor'), ownValue(object, '$dynamicAnchor'), typeof anchorId === 'string' && anchorId.startsWith('#') ? anchorId.slice(1) : undefined]) {
          if (typeof anchor === 'string')
            anchorsFound.push([`${base}#${anchor}`, { document, segments: [...segments] }])
        }
        for (const keyword of ['$ref', '$dynamicRef', '$recursiveRef'] as const) {
          const value = ownValue(object, keyword)
          if (typeof value === 'string')
            document.sites.push({ segments: [...segments], keyword, value, base })
        }
      }
      for (const key of Object.keys(object)) {
        if (!schemaMap && dataKeywords.has(key))
          continue
        segments.push(key)
        const ok = visit(ownValue(object, key), base, !schemaMap && schemaMaps.has(key))
        segments.pop()
        if (!ok)
          return false
      }
      ancestors.delete(node)
      return true
    }
    if (!visit(document.source, document.base, false))
      return false
    for (const [uri, resource] of found) {
      if (!resources.has(uri))
        resources.set(uri, resource)
    }
    for (const [uri, resource] of anchorsFound) {
      if (!anchors.has(uri))
        anchors.set(uri, resource)
    }
    return true
  }

  /** The resource a reference's document part names (`dataTypeBase.json`, `https://...`), reading a given document it names the first time. */
  function resourceOf(reference: string, base: string): { uri: string, resource: Resource } | undefined {
    const candidates = [resolveUri(reference, base)]
    if (reference)
      candidates.push(resolveUri(reference, relativeBase))
    for (const uri of candidates) {
      if (uri === undefined)
        continue
      const resource = resources.get(uri) ?? embed(uri)
      if (resource)
        return { uri, resource }
    }
    return undefined
  }

  /** Embeds the given document named `uri`, once; undefined for none, or past a limit. */
  function embed(uri: string): Resource | undefined {
    const given = index.get(uri)
    if (!given)
      return undefined
    const known = bySource.get(given.source)
    if (known)
      return known.segments.length || known === documents[0] ? { document: known, segments: [] } : undefined
    if (documents.length > bundleLimits.maxDocuments)
      return undefined
    // Each copy a definition of its own, under a key no definition of the root has.
    const wanted = documentName(given.base)
    let name = wanted
    for (let count = 2; names.has(name) || (isPlainObject(existing) && Object.hasOwn(existing, name)); count++)
      name = `${wanted}-${count}`
    const document: Document = { source: given.source, base: given.base, draft04: draft04Of(given.source, rootDraft04), segments: [container, name], sites: [] }
    // Marked before it is read: a document that refers back to itself, or a cycle of them, ends here.
    bySource.set(given.source, document)
    if (!read(document)) {
      document.segments = []
      return undefined
    }
    names.add(name)
    documents.push(document)
    resources.set(uri, { document, segments: [] })
    if (!resources.has(given.base))
      resources.set(given.base, { document, segments: [] })
    return { document, segments: [] }
  }

  const rootBase = resolveUri(ownId(root, rootDraft04) ?? '', relativeBase) ?? relativeBase
  const rootDocument: Document = { source: root, base: rootBase, draft04: rootDraft04, segments: [], sites: [] }
  bySource.set(root, rootDocument)
  documents.push(rootDocument)
  if (!read(rootDocument))
    return root
  resources.set(rootBase, { document: rootDocument, segments: [] })
  // Every document the root reaches, the nearest first: those its references name, then theirs.
  for (let position = 0; position < documents.length; position++) {
    for (const site of documents[position]!.sites)
      resourceOf(referencedDocument(site.value), site.base)
  }

  /** Where a reference points in the bundle (`#/definitions/base.json/...`), and in which document; undefined when it names nothing there. */
  function targetOf(site: Site): { pointer: string, document: Document } | undefined {
    const hash = site.value.indexOf('#')
    const fragment = hash < 0 ? '' : site.value.slice(hash + 1)
    const found = resourceOf(referencedDocument(site.value), site.base)
    if (!found)
      return undefined
    let { resource } = found
    let pointer = ''
    if (fragment && !fragment.startsWith('/')) {
      let name = fragment
      try {
        name = decodeURIComponent(fragment)
      }
      catch { /* kept as written */ }
      const anchored = anchors.get(`${found.uri}#${name}`)
      if (!anchored)
        return undefined
      resource = anchored
    }
    else {
      pointer = fragment
    }
    return { pointer: `${pointerOf([...resource.document.segments, ...resource.segments])}${pointer}`, document: resource.document }
  }

  // Each document's references, once every document they reach is read: root-relative pointers.
  const edits = documents.map(() => new Map<string, Map<string, string | undefined>>())
  let changed = false
  for (let position = 0; position < documents.length; position++) {
    const document = documents[position]!
    for (const site of document.sites) {
      const found = targetOf(site)
      const target = found?.pointer
      const inRoot = position === 0
      // The root's own references are left as they are: only those into a document it embeds change.
      if (inRoot && (found === undefined || found.document === rootDocument))
        continue
      const path = pointerOf(site.segments)
      const set = (keyword: string, value: string | undefined) => {
        let edit = edits[position]!.get(path)
        if (!edit)
          edits[position]!.set(path, edit = new Map())
        edit.set(keyword, value)
        changed ||= inRoot
      }
      if (site.keyword !== '$ref') {
        // A dynamic reference, read statically: as a `$ref` to what it names in its own document
        // (AJV resolves `$dynamicRef` only to the root); beside a `$ref` of its own it stays.
        if (target !== undefined && !Object.hasOwn(pointerTarget(document.source, site.segments) as object, '$ref')) {
          set(site.keyword, undefined)
          set('$ref', target)
        }
      }
      else if (target !== undefined) {
        set('$ref', target)
      }
      else {
        // Unresolved in a copy: made absolute, so that it does not read as a reference into the root.
        const hash = site.value.indexOf('#')
        const absolute = resolveUri(referencedDocument(site.value), site.base)
        if (absolute !== undefined && !absolute.startsWith(relativeBase))
          set('$ref', `${absolute}${hash < 0 ? '' : site.value.slice(hash)}`)
      }
    }
  }
  if (!changed)
    return root

  const result = rebuild(root, edits[0]!, rootDraft04, false) as Record<string, unknown>
  const definitions = { ...(ownValue(result, container) as Record<string, unknown> | undefined) }
  for (let position = 1; position < documents.length; position++) {
    const document = documents[position]!
    const copy = rebuild(document.source, edits[position]!, document.draft04, true)
    if (typeof copy === 'object' && copy !== null)
      copies.add(copy)
    setDataValue(definitions, document.segments[1]!, copy)
  }
  return result === root ? { ...root, [container]: definitions } : Object.assign(result, { [container]: definitions })
}

/** The document part of a reference: `other.json` of `other.json#/definitions/x`, `''` of `#/definitions/x`. */
function referencedDocument(reference: string): string {
  const hash = reference.indexOf('#')
  return hash < 0 ? reference : reference.slice(0, hash)
}

/** The value at `segments` inside `root`. */
function pointerTarget(root: unknown, segments: readonly string[]): unknown {
  return segments.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? ownValue(node, key) : undefined), root)
}

/**
 * `source` with the edits at their paths (a keyword set to a new value, or left out for
 * `undefined`); a document's copy (`copy`) also without the keywords that make it a document of
 * its own. The root is copied only along the paths to an edit.
 */
function rebuild(source: unknown, edits: Map<string, Map<string, string | undefined>>, draft04Document: boolean, copy: boolean): unknown {
  const dirty = new Set<string>()
  for (const path of edits.keys()) {
    for (let end = path.length; end > 0; end = path.lastIndexOf('/', end - 1))
      dirty.add(path.slice(0, end))
    dirty.add('#')
  }
  const visit = (node: unknown, path: string, schemaMap: boolean): unknown => {
    if (typeof node !== 'object' || node === null || (!copy && !dirty.has(path)))
      return node
    if (Array.isArray(node))
      return node.map((item, position) => visit(item, `${path}/${position}`, false))
    const object = node as Record<string, unknown>
    const result: Record<string, unknown> = {}
    const edit = schemaMap ? undefined : edits.get(path)
    for (const key of Object.keys(object)) {
      if (!schemaMap && copy && (documentKeywords.includes(key as typeof documentKeywords[number]) || (key === 'id' && draft04Document && typeof object.id === 'string')))
        continue
      if (edit?.has(key))
        continue
      const value = ownValue(object, key)
      setDataValue(result, key, !schemaMap && dataKeywords.has(key) ? value : visit(value, `${path}/${pointerSegment(key)}`, !schemaMap && schemaMaps.has(key)))
    }
    for (const [key, value] of edit ?? []) {
      if (value !== undefined)
        setDataValue(result, key, value)
    }
    return result
  }
  return visit(source, '#', false)
}
