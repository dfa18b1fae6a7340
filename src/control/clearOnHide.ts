import { Actions, type ControlElement, type CoreActions, type Dispatch, type JsonSchema, Resolve, type UISchemaElement, composeWithUi } from '@jsonforms/core'
import { getCurrentScope, inject, nextTick, toRaw } from 'vue'
import { resolveOptions } from '../options/resolveOptions'
import { useFormStore } from '../store/formStore'
import { sameRawValue } from '../store/plainState'
import { isPlainObject } from '../values/plainObject'

/** A value to write when the elements holding it are hidden. */
export interface HiddenReset {
  path: string
  /** The schema `default` (a copy), or `undefined` to remove the value. */
  value: unknown
}

/** The value a hidden control returns to: a copy of its schema `default`, or `undefined` to remove the value. */
export function hiddenValue(fallback: unknown): unknown {
  return fallback === undefined ? undefined : structuredClone(toRaw(fallback))
}

/** `path` is `base` or a path inside it (`''` is the root, which holds every path). */
function isWithin(path: string, base: string): boolean {
  return base === '' || path === base || path.startsWith(`${base}.`)
}

/**
 * Whether the condition of `rule` (on an element whose data path is `base`) reads the value at
 * `path` or a value inside it, in any of its parts (`AND` / `OR` conditions included). Such a rule
 * hides a field because of what the field holds: clearing the value would undo what the user has
 * just typed, so `clearOnHide` keeps it.
 */
export function ruleTestsValueAt(rule: unknown, base: string, path: string): boolean {
  const pending: unknown[] = [isPlainObject(rule) ? rule.condition : undefined]
  while (pending.length) {
    const condition = pending.pop()
    if (!isPlainObject(condition))
      continue
    if (typeof condition.scope === 'string' && isWithin(composeWithUi(condition as { scope: string }, base), path))
      return true
    if (Array.isArray(condition.conditions))
      pending.push(...condition.conditions)
  }
  return false
}

/**
 * What `clearOnHide` resets when `element` (a layout, group or category) is hidden: every Control
 * beneath it, at any depth, returns to its schema `default` or is removed — unless its own options
 * (or the form-wide `config`) say `clearOnHide: false`, or the rule that hid `element` tests its
 * value (`ruleTestsValueAt`).
 */
export function hiddenResets(element: UISchemaElement, path: string, schema: JsonSchema, rootSchema: JsonSchema, config: unknown): HiddenReset[] {
  const resets: HiddenReset[] = []
  const rule = (element as { rule?: unknown }).rule
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object')
      return
    const current = node as UISchemaElement & { scope?: unknown, elements?: unknown }
    if (current.type === 'Control' && typeof current.scope === 'string') {
      if (resolveOptions<{ clearOnHide?: boolean }>(current.options, config).clearOnHide === false)
        return
      const at = composeWithUi(current as ControlElement, path)
      if (!ruleTestsValueAt(rule, path, at))
        resets.push({ path: at, value: hiddenValue(defaultAt(schema, rootSchema, current.scope)) })
      return
    }
    if (Array.isArray(current.elements))
      current.elements.forEach(visit)
  }
  visit(element)
  return resets
}

function defaultAt(schema: JsonSchema, rootSchema: JsonSchema, scope: string): unknown {
  try {
    return Resolve.schema(schema, scope, rootSchema)?.default
  }
  catch {
    return undefined
  }
}

/**
 * Applies `clearOnHide` to everything beneath an element that has just been hidden: for layouts
 * (done by `useLayout`) and for parts a family hides itself, such as a category whose rule hides
 * its tab. Values already equal to their reset are left alone, and so are values a visible
 * control still shows (`FormStore.shows`): counted after the next render, once the hidden
 * element's controls have gone.
 */
export function useHiddenReset() {
  const store = useFormStore()
  const dispatch = inject<Dispatch<CoreActions>>('dispatch')
  const scope = getCurrentScope()
  return (element: UISchemaElement, path: string, schema: JsonSchema, config: unknown): void => {
    void nextTick(() => {
      // Gone with its form meanwhile: nothing is written to a form that is no longer there.
      if (scope && !scope.active)
        return
      const core = store.state.jsonforms.core
      for (const reset of hiddenResets(element, path, schema, core?.schema ?? schema, config)) {
        if (!store.shows(reset.path) && !sameRawValue(Resolve.data(core?.data, reset.path), reset.value))
          dispatch?.(Actions.update(reset.path, () => reset.value))
      }
    })
  }
}
