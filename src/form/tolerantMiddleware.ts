import { type CoreActions, INIT, type JsonFormsCore, type Middleware, UPDATE_CORE } from '@jsonforms/core'

/** The core state with the reason validation had to be switched off, when it had to. */
export type TolerantCore = JsonFormsCore & { schemaError?: string }

/**
 * A JSON Forms middleware that keeps a form alive when its schema cannot be compiled for
 * validation (an unresolvable `$ref`, an invalid keyword value): the form renders without
 * validation and the root layout shows why. Pass it as `<JsonForms :middleware="tolerantMiddleware">`.
 */
export const tolerantMiddleware: Middleware = (state, action, reducer) => {
  if (action.type !== INIT && action.type !== UPDATE_CORE)
    return reducer(state, action)
  try {
    const next: TolerantCore = reducer(state, action)
    if (!('schemaError' in next))
      return next
    const { schemaError: _cleared, ...rest } = next
    return rest
  }
  catch (error) {
    const withoutValidation = { ...action, options: { ...action.options, validationMode: 'NoValidation' } } as CoreActions
    const next = reducer(state, withoutValidation)
    return { ...next, schemaError: describeSchemaError(error) } as TolerantCore
  }
}

function describeSchemaError(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error)
  return `The schema could not be compiled for validation (${reason}), so the form is not validated.`
}
