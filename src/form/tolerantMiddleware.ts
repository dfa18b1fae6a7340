import { type CoreActions, INIT, type JsonFormsCore, type Middleware, UPDATE_CORE } from '@jsonforms/core'
import { toRaw } from 'vue'
import { incrementalReducer } from '../store/incrementalValidation'

/** The core state with, when validation had to be switched off, the compiler's reason. */
export type TolerantCore = JsonFormsCore & { schemaError?: string }

/**
 * A JSON Forms middleware that keeps a form alive when its schema cannot be compiled for
 * validation (an unresolvable `$ref`, an invalid keyword value): the form renders without
 * validation and the root layout shows why. Pass it as `<JsonForms :middleware="tolerantMiddleware">`.
 *
 * A change of one field validates only the root property it belongs to ({@link incrementalReducer}),
 * so that a keystroke does not walk a large data object.
 */
export const tolerantMiddleware: Middleware = (state, action, reducer) => tolerate(state, action, incrementalReducer(reducer))

/**
 * {@link tolerantMiddleware} around `reducer` as given: `<JsonForm>` passes its host's middleware,
 * which itself receives the {@link incrementalReducer}.
 */
export const tolerate: Middleware = (state, action, reducer) => {
  if (action.type !== INIT && action.type !== UPDATE_CORE)
    return reducer(state, action)
  const schema = toRaw(action.schema)
  const known = typeof schema === 'object' && schema !== null ? uncompilable.get(schema) : undefined
  if (known)
    return withoutValidation(state, action, reducer, known)
  try {
    const next: TolerantCore = reducer(state, action)
    if (!('schemaError' in next))
      return next
    const { schemaError: _cleared, ...rest } = next
    return rest
  }
  catch (error) {
    const reason = describeSchemaError(error)
    if (typeof schema === 'object' && schema !== null)
      uncompilable.set(schema, reason)
    return withoutValidation(state, action, reducer, reason)
  }
}

/** Schemas that failed to compile, so that later updates of the same form do not try again. */
const uncompilable = new WeakMap<object, string>()

function withoutValidation(state: JsonFormsCore, action: CoreActions, reducer: Parameters<Middleware>[2], reason: string): TolerantCore {
  const next = reducer(state, { ...action, options: { ...(action as { options?: object }).options, validationMode: 'NoValidation' } } as CoreActions)
  return { ...next, schemaError: reason }
}

function describeSchemaError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
