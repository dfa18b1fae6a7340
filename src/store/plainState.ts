import type { JsonFormsCore, JsonFormsState, JsonFormsSubStates } from '@jsonforms/core'
import { toRaw } from 'vue'

const rawCores = new WeakMap<object, JsonFormsCore>()

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
    raw = Object.fromEntries(Object.entries(source).map(([key, value]) => [key, toRaw(value)])) as JsonFormsCore
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

/** The same value or the same object, looking through Vue proxies (identity, not deep equality). */
export function sameRawValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && toRaw(a) === toRaw(b))
}
