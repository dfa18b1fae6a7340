import { rendererEvents } from './events'
import type * as validator from '../store/validator'

/** The validator's module: AJV with its formats, in a chunk of its own. */
export type ValidatorModule = typeof validator

/** How the validator's chunk is named in the registry's chunk events. */
const names = { plugin: 'form', entry: 'validator' }

let loading: Promise<ValidatorModule> | undefined
let loaded: ValidatorModule | undefined

/**
 * Loads the form validator's module (AJV, `ajv-formats`), once per page. A form root calls it when
 * it first mounts, so that a page without a form never fetches AJV; an app that wants its first
 * form to show without that wait may call it earlier. Reported as a chunk like a lazy family's
 * (`rendererEvents`), so `whenChunksArrive` and `pendingChunks` count it; a failed load may be retried.
 */
export function loadValidator(): Promise<ValidatorModule> {
  if (loading)
    return loading
  const started = performance.now()
  rendererEvents.emit('chunk:start', names)
  return loading = import('../store/validator').then(
    (module) => {
      rendererEvents.emit('chunk:loaded', { ...names, ms: performance.now() - started })
      return loaded = module
    },
    (error: unknown) => {
      rendererEvents.emit('chunk:failed', { ...names, error })
      loading = undefined
      throw error
    },
  )
}

/** The validator's module once it has loaded, else undefined. */
export const loadedValidator = (): ValidatorModule | undefined => loaded
