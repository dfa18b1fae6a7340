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
