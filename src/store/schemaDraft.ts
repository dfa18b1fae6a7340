import { isPlainObject } from '../values/plainObject'

/** The JSON Schema drafts a form's own validator knows. */
export type Draft = 'draft-04' | 'draft-06' | 'draft-07' | '2019-09' | '2020-12'

/**
 * The drafts AJV validates with a class of their own (`ajv-draft-04`, `ajv/dist/2019`,
 * `ajv/dist/2020`); draft-06 and draft-07 share AJV's default class.
 */
export type ClassDraft = Extract<Draft, 'draft-04' | '2019-09' | '2020-12'>

/** Each draft's meta-schema URI as schemas write it: `http` or `https`, with or without the empty fragment. */
const draftUris: [Draft, RegExp][] = [
  ['draft-04', /^https?:\/\/json-schema\.org\/draft-04\/schema#?$/],
  ['draft-06', /^https?:\/\/json-schema\.org\/draft-06\/schema#?$/],
  ['draft-07', /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/],
  ['2019-09', /^https?:\/\/json-schema\.org\/draft\/2019-09\/schema#?$/],
  ['2020-12', /^https?:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/],
  // The specification's "latest" URI, which names its newest draft.
  ['2020-12', /^https?:\/\/json-schema\.org\/schema#?$/],
]

const namedSchema = (schema: unknown): string | undefined => {
  const named = isPlainObject(schema) ? schema.$schema : undefined
  return typeof named === 'string' ? named : undefined
}

/** The draft the root's `$schema` names; undefined for a root naming none, or one this form does not know. */
export function draftOf(schema: unknown): Draft | undefined {
  const named = namedSchema(schema)
  return named === undefined ? undefined : draftUris.find(([, uri]) => uri.test(named))?.[0]
}

/**
 * The draft with an AJV class of its own the root's `$schema` names, whose class validates the
 * form; undefined for draft-06 and draft-07, a root naming none and an unknown `$schema`, which
 * AJV's default class validates.
 */
export function classDraftOf(schema: unknown): ClassDraft | undefined {
  const draft = draftOf(schema)
  return draft === 'draft-06' || draft === 'draft-07' ? undefined : draft
}

/** The root's `$schema` when it names no draft this form knows (the form validates it as draft-07 and says so). */
export function unknownMetaSchema(schema: unknown): string | undefined {
  const named = namedSchema(schema)
  return named !== undefined && draftOf(schema) === undefined ? named : undefined
}
