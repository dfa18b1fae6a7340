import { type Component, defineComponent, getCurrentInstance, h, toRaw } from 'vue'

/** Schema keywords whose rendering asks AJV: a combinator picks the branch the data fits, an `if` decides what is required. */
const ajvKeywords = new Set(['oneOf', 'anyOf', 'if'])

/** Whether `value` holds, at any depth, a key of `keys` (a cycle or a depth past `maxDepth` counts as holding one). */
function holdsKey(value: unknown, keys: ReadonlySet<string>, maxDepth = 64, seen = new Set<unknown>()): boolean {
  if (typeof value !== 'object' || value === null)
    return false
  if (seen.has(value) || seen.size > 100_000 || maxDepth === 0)
    return true
  seen.add(value)
  for (const key in value) {
    if (!Object.hasOwn(value, key))
      continue
    if (keys.has(key) || holdsKey((value as Record<string, unknown>)[key], keys, maxDepth - 1, seen))
      return true
  }
  return false
}

/**
 * Whether a form draws the same before its validator has loaded as after: no element of its UI
 * schema carries a `rule` (a schema condition is AJV's to evaluate) and its schema has no
 * `oneOf`, `anyOf` or `if` (a combinator shows the branch AJV finds the data fits; a conditional
 * `required` marks a field as AJV checks the `if`). Such a form renders at once, and validates when
 * AJV arrives.
 */
export function rendersWithoutAjv(schema: unknown, uischema: unknown): boolean {
  return !holdsKey(uischema, ruleKey) && !holdsKey(schema, ajvKeywords)
}

const ruleKey = new Set(['rule'])

/**
 * The form root before the validator's chunk has arrived: `early` (the form itself) when the form
 * draws the same without AJV (`rendersWithoutAjv`) and is mounted in the browser, so that its fields
 * show and take input at once; `waiting` (the root that waits for the chunk) otherwise: on the
 * server, while hydrating, or for a form that needs AJV to draw.
 */
export function beforeValidator(early: Component, waiting: Component): Component {
  return defineComponent({
    name: 'NuiFormBeforeValidator',
    inheritAttrs: false,
    setup(_, { attrs }) {
      // Server-rendered HTML holds the validated form, so the server and a hydrating browser wait:
      // hydrated unvalidated, the form's error messages would not match the server's.
      const hydratingOrServer = typeof document === 'undefined' || getCurrentInstance()?.vnode.el != null
      const chosen = !hydratingOrServer && rendersWithoutAjv(toRaw(attrs.schema), toRaw(attrs.uischema)) ? early : waiting
      return () => h(chosen, attrs)
    },
  })
}
