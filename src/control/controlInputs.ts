import { type JsonFormsState, Resolve, composeWithUi, getControlPath } from '@jsonforms/core'
import type { ErrorObject } from 'ajv'

const pathsByErrors = new WeakMap<readonly ErrorObject[], Set<string>>()

/** Every data path an error list touches, with its ancestors (an object control shows child errors). */
export function errorPaths(errors: readonly ErrorObject[] | undefined): Set<string> {
  if (!errors?.length)
    return new Set()
  let paths = pathsByErrors.get(errors)
  if (!paths) {
    paths = new Set([''])
    for (const error of errors) {
      const segments = getControlPath(error).split('.')
      for (let end = 1; end <= segments.length; end++)
        paths.add(segments.slice(0, end).join('.'))
    }
    pathsByErrors.set(errors, paths)
  }
  return paths
}

/**
 * What a control's JSON Forms props are computed from. When two snapshots are equal the props
 * are too, so the core mapper (labels, errors, i18n, rules) need not run again. A control with a
 * rule depends on data elsewhere and always recomputes.
 */
export function controlInputs(state: JsonFormsState, own: { path: string, uischema: object & { scope?: string, rule?: unknown } }) {
  const { core, config, i18n, readonly } = state.jsonforms
  const path = composeWithUi(own.uischema as never, own.path)
  return {
    own,
    path,
    schema: core?.schema,
    ajv: core?.ajv,
    additionalErrors: core?.additionalErrors,
    config,
    i18n,
    readonly,
    data: Resolve.data(core?.data, path),
    errors: core?.errors,
    rule: own.uischema.rule ? core : undefined,
  }
}

export type ControlInputs = ReturnType<typeof controlInputs>

/** Whether the props computed from `before` still hold for `after`. */
export function sameControlInputs(before: ControlInputs, after: ControlInputs): boolean {
  for (const key of Object.keys(after) as (keyof ControlInputs)[]) {
    if (key === 'errors' || Object.is(before[key], after[key]))
      continue
    return false
  }
  return before.errors === after.errors
    || !(errorPaths(before.errors).has(after.path) || errorPaths(after.errors).has(after.path))
}
