import type { BuilderForm } from './model/form'
import { importValue } from './importForm'
import { type Problem, problemText } from './problem'

/** Where the builder keeps its draft when no `storage-key` is given. */
export const defaultStorageKey = 'nuxt-ui-jsonforms:builder-draft'

/** A draft that could not be read is moved here, for the user to recover by hand. */
export const setAsideKey = (key: string) => `${key}:set-aside`

/** The draft an import or an example replaced is kept here, for the user to bring back. */
export const previousKey = (key: string) => `${key}:previous`

export type DraftLoad =
  | { status: 'empty' }
  /** `titledKeys`: the scopes of the fields whose key still follows their title, when the draft names any. */
  | { status: 'restored', form: BuilderForm, titledKeys?: string[] }
  /** `reason` in English; `problem` for the builder to say it through its translator; `raw` the draft as stored. */
  | { status: 'set-aside', reason: string, problem: Problem, raw: string }
  | { status: 'unavailable', reason: string }

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Reads the draft under `key`. One that is corrupt or not a builder draft is set aside, never thrown. */
export function loadDraft(storage: Store, key: string): DraftLoad {
  let raw: string | null
  try {
    raw = storage.getItem(key)
  }
  catch (error) {
    return { status: 'unavailable', reason: (error as Error).message }
  }
  if (raw === null)
    return { status: 'empty' }
  let problem: Problem
  try {
    const draft = JSON.parse(raw) as unknown
    const read = draft && typeof draft === 'object' && !Array.isArray(draft) && 'schema' in draft && 'uischema' in draft
      ? importValue({ data: {}, ...draft as object })
      : { ok: false as const, problem: { key: 'nui.builder.draft.notDraft' } as Problem }
    if (read.ok) {
      const titledKeys = titledKeysOf(draft)
      return titledKeys.length ? { status: 'restored', form: read.form, titledKeys } : { status: 'restored', form: read.form }
    }
    problem = read.problem
  }
  catch {
    problem = { key: 'nui.builder.draft.notJson' }
  }
  setDraftAside(storage, key, raw)
  return { status: 'set-aside', reason: problemText(problem), problem, raw }
}

/** The draft's `titledKeys` that are scopes (strings); a draft from before them, or a list that is not one, gives none. */
function titledKeysOf(draft: unknown): string[] {
  const list = (draft as { titledKeys?: unknown }).titledKeys
  return Array.isArray(list) ? list.filter((scope): scope is string => typeof scope === 'string') : []
}

/**
 * Moves the draft `raw` stored under `key` to `setAsideKey(key)`, for the user to recover: one that
 * cannot be read, or one the builder could not render.
 */
export function setDraftAside(storage: Store, key: string, raw: string): void {
  try {
    storage.setItem(setAsideKey(key), raw)
    storage.removeItem(key)
  }
  catch {
    // Setting it aside is a courtesy; the builder starts afresh either way.
  }
}

export type DraftSave = { ok: true } | { ok: false, quota: boolean, reason: string }

function isQuotaError(error: unknown): boolean {
  const { name, code } = error as { name?: string, code?: number }
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
}

/** Whether the form holds anything a user made: a field, an element or data. */
export function hasContent(form: BuilderForm): boolean {
  const elements = (form.uischema as { elements?: unknown[] }).elements
  const properties = (form.schema as { properties?: object }).properties
  return !!elements?.length || !!(properties && Object.keys(properties).length) || (form.uischema as { type?: unknown }).type !== 'VerticalLayout'
    || !!(form.data && typeof form.data === 'object' && Object.keys(form.data).length)
}

/** The draft kept under `previousKey(key)`, if there is one that reads as a draft (one that does not is left alone). */
export function loadPrevious(storage: Store, key: string): BuilderForm | undefined {
  let raw: string | null
  try {
    raw = storage.getItem(previousKey(key))
  }
  catch {
    return undefined
  }
  if (raw === null)
    return undefined
  try {
    const draft = JSON.parse(raw) as unknown
    const read = draft && typeof draft === 'object' && !Array.isArray(draft) && 'schema' in draft && 'uischema' in draft ? importValue({ data: {}, ...draft as object }) : undefined
    return read?.ok ? read.form : undefined
  }
  catch {
    return undefined
  }
}

/**
 * Stores the form under `key`, with the scopes of the fields whose key follows their title
 * (`titledKeys`), so that a reload keeps renaming them after their title.
 */
export function saveDraft(storage: Store, key: string, form: BuilderForm, titledKeys: readonly string[] = []): DraftSave {
  try {
    storage.setItem(key, JSON.stringify({ schema: form.schema, uischema: form.uischema, data: form.data, ...(titledKeys.length && { titledKeys }) }))
    return { ok: true }
  }
  catch (error) {
    return { ok: false, quota: isQuotaError(error), reason: (error as Error).message }
  }
}
