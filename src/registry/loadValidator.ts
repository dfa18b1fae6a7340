import type { AjvClass } from '../store/validator'
import type { LaterDraft } from '../store/schemaDraft'
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

const draftClasses: Partial<Record<LaterDraft, AjvClass>> = {}

/**
 * Loads AJV's class of a later draft (`ajv/dist/2019`, `ajv/dist/2020`, through the validator's module), once per page, when a form's
 * schema first names it in its `$schema`: a chunk of its own, which a page whose forms are all
 * draft-07 never fetches. Reported as a chunk (`{ plugin: 'form', entry: 'validator-2020-12' }`).
 */
export const loadDraftClass: (draft: LaterDraft) => Promise<AjvClass> = /* @__PURE__ */ (() => {
  const loaders: Record<LaterDraft, () => Promise<AjvClass>> = {
    '2019-09': reportedChunk({ plugin: 'form', entry: 'validator-2019-09' }, async () => draftClasses['2019-09'] = await (await loadValidator()).draftClassLoaders['2019-09']()),
    '2020-12': reportedChunk({ plugin: 'form', entry: 'validator-2020-12' }, async () => draftClasses['2020-12'] = await (await loadValidator()).draftClassLoaders['2020-12']()),
  }
  return (draft: LaterDraft) => loaders[draft]()
})()

/** AJV's class of a later draft once its chunk has arrived, else undefined. */
export const loadedDraftClass = (draft: LaterDraft): AjvClass | undefined => draftClasses[draft]
