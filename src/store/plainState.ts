import type { JsonFormsCore, JsonFormsState, JsonFormsSubStates } from '@jsonforms/core'
import { toRaw } from 'vue'
import { errorsAtPath } from './errorPaths'

const rawCores = new WeakMap<object, JsonFormsCore>()

/**
 * A shallow copy of an object with each field's value unwrapped from its Vue proxy. Given a proxy
 * (component props), reading its fields tracks them; given the plain object, nothing is tracked.
 * The keys are listed on the raw object: listing them through the proxy costs a trap per key on
 * every control's mount, for props whose keys never change.
 */
export function unwrapFields<T extends object>(object: T): T {
  const copy: Record<string, unknown> = {}
  for (const key of Object.keys(toRaw(object)))
    copy[key] = toRaw((object as Record<string, unknown>)[key])
  return copy as T
}

/**
 * The core state with every field unwrapped. `<JsonForms>` hands its reactive state to the core
 * reducer, so after the first change the schema, AJV and data arrive as proxies; the mappers must
 * see plain objects (walking a schema proxy tracks every key it touches).
 */
function rawCore(core: JsonFormsCore | undefined): JsonFormsCore | undefined {
  if (!core)
    return undefined
  const source = toRaw(core)
  let raw = rawCores.get(source)
  if (!raw) {
    raw = unwrapFields(source)
    rawCores.set(source, raw)
  }
  return raw
}

/** The whole JSON Forms state as plain objects, for the core mappers. */
export function plainState(jsonforms: JsonFormsSubStates): JsonFormsState {
  return {
    jsonforms: {
      core: rawCore(jsonforms.core),
      config: toRaw(jsonforms.config),
      i18n: toRaw(jsonforms.i18n),
      renderers: toRaw(jsonforms.renderers),
      cells: toRaw(jsonforms.cells),
      uischemas: toRaw(jsonforms.uischemas),
      readonly: jsonforms.readonly,
    },
  }
}

/** Per state with errors, the same state without any: what every control that none concerns is given. */
const statesWithoutErrors = new WeakMap<JsonFormsState, JsonFormsState>()

/** `state` with its core's error lists replaced. */
function withErrors(state: JsonFormsState, errors: JsonFormsCore['errors'], additionalErrors: JsonFormsCore['additionalErrors']): JsonFormsState {
  return { jsonforms: { ...state.jsonforms, core: { ...state.jsonforms.core!, errors, additionalErrors } } }
}

/**
 * The state with its error lists narrowed to the errors the control at `path` can show
 * (`errorsAtPath`). The controls no error concerns, most of a form's, share one state without errors.
 */
export function stateAtPath(state: JsonFormsState, path: string): JsonFormsState {
  const core = state.jsonforms.core
  if (!core?.errors?.length && !core?.additionalErrors?.length)
    return state
  const errors = errorsAtPath(core.errors, path) as JsonFormsCore['errors']
  const additionalErrors = errorsAtPath(core.additionalErrors, path) as JsonFormsCore['additionalErrors']
  if (errors?.length || additionalErrors?.length)
    return withErrors(state, errors, additionalErrors)
  let clean = statesWithoutErrors.get(state)
  if (!clean)
    statesWithoutErrors.set(state, clean = withErrors(state, [], []))
  return clean
}

/** The same value or the same object, looking through Vue proxies (identity, not deep equality). */
export function sameRawValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && toRaw(a) === toRaw(b))
}
