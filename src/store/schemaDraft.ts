import { isPlainObject } from '../values/plainObject'

/** The JSON Schema drafts after draft-07 (AJV's default class) that a form's own validator knows. */
export type LaterDraft = '2019-09' | '2020-12'

/** A `$schema` naming a draft: its meta-schema's URI, with or without `https` and the empty fragment. */
const meta = (draft: LaterDraft) => new RegExp(`^https?://json-schema\\.org/draft/${draft}/schema#?$`)
const laterDrafts: [LaterDraft, RegExp][] = [['2020-12', meta('2020-12')], ['2019-09', meta('2019-09')]]

/**
 * The later draft the root's `$schema` names, whose AJV class validates the form; undefined for
 * draft-07 (and earlier drafts, and a root naming none), which AJV's default class validates.
 */
export function laterDraftOf(schema: unknown): LaterDraft | undefined {
  const named = isPlainObject(schema) ? schema.$schema : undefined
  return typeof named === 'string' ? laterDrafts.find(([, uri]) => uri.test(named))?.[0] : undefined
}
