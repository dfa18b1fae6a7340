import type { AjvClass } from '../store/validator'
import type { ClassDraft } from '../store/schemaDraft'
import { reportedChunk } from './events'
import type * as validator from '../store/validator'

/** The validator's module: AJV with its formats, in a chunk of its own. */
export type ValidatorModule = typeof validator

let loaded: ValidatorModule | undefined

/**
 * Loads the form validator's module (AJV, `ajv-formats`), once per page. A form root calls it when
 * it first mounts, so that a page without a form never fetches AJV; an app that wants its first
 * form to show without that wait may call it earlier. Reported as a chunk like a lazy family's
 * (`rendererEvents`, as `{ plugin: 'form', entry: 'validator' }`), so `whenChunksArrive` and
 * `pendingChunks` count it; a failed load may be retried.
 */
export const loadValidator: () => Promise<ValidatorModule> = /* @__PURE__ */ reportedChunk(
  { plugin: 'form', entry: 'validator' },
  async () => loaded = await import('../store/validator'),
)

/** The validator's module once it has loaded, else undefined. */
export const loadedValidator = (): ValidatorModule | undefined => loaded

const draftClasses: Partial<Record<ClassDraft, AjvClass>> = {}

/**
 * Loads AJV's class of a draft other than draft-06 and draft-07 (`ajv-draft-04`, `ajv/dist/2019`,
 * `ajv/dist/2020`, through the validator's module), once per page, when a form's schema first
 * names it in its `$schema`: a chunk of its own, which a page whose forms are all draft-07 never
 * fetches. Reported as a chunk (`{ plugin: 'form', entry: 'validator-2020-12' }`).
 */
export const loadDraftClass: (draft: ClassDraft) => Promise<AjvClass> = /* @__PURE__ */ (() => {
  const loader = (draft: ClassDraft) => reportedChunk({ plugin: 'form', entry: `validator-${draft}` }, async () => draftClasses[draft] = await (await loadValidator()).draftClassLoaders[draft]())
  const loaders: Record<ClassDraft, () => Promise<AjvClass>> = { 'draft-04': loader('draft-04'), '2019-09': loader('2019-09'), '2020-12': loader('2020-12') }
  return (draft: ClassDraft) => loaders[draft]()
})()

/** AJV's class of such a draft once its chunk has arrived, else undefined. */
export const loadedDraftClass = (draft: ClassDraft): AjvClass | undefined => draftClasses[draft]
