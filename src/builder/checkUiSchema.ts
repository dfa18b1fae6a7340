/** Checks of imported values: what they are, and whether a UI schema is one the builder can edit. */

export const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

/** `null`, `an array`, `an object`, `a string`, … for messages; `undefined` for what is missing. */
export function kindOf(value: unknown): string {
  if (value === undefined)
    return 'undefined'
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`
}

/** The UI schema types that hold other elements and need an `elements` list. */
const layoutTypes = new Set(['VerticalLayout', 'HorizontalLayout', 'Group', 'Categorization', 'Category'])

function checkRule(rule: unknown, at: string): string | undefined {
  if (!isObject(rule))
    return `"${at}.rule" must be an object with an "effect" and a "condition", but it is ${kindOf(rule)}.`
  if (typeof rule.effect !== 'string')
    return `"${at}.rule.effect" must be a string such as "HIDE" or "DISABLE", but it is ${kindOf(rule.effect)}.`
  if (!isObject(rule.condition))
    return `"${at}.rule.condition" must be an object, but it is ${kindOf(rule.condition)}.`
  return undefined
}

/**
 * The first problem of a UI schema element and everything inside it, with its path from `at`
 * (`uischema.elements[1].options`), or `undefined` when the tree, the inspector and JSON Forms
 * can all read it. An element of a type the builder does not know is accepted as it is.
 */
export function checkUiSchema(element: unknown, at = 'uischema'): string | undefined {
  if (!isObject(element))
    return `"${at}" must be an object (a UI schema element), but it is ${kindOf(element)}.`
  if (typeof element.type !== 'string' || element.type === '')
    return `"${at}" needs a "type" such as "VerticalLayout" or "Control".`
  if (element.type === 'Control' && typeof element.scope !== 'string')
    return `"${at}" is a Control: its "scope" must be a string such as "#/properties/name", but it is ${kindOf(element.scope)}.`
  if (element.options !== undefined && !isObject(element.options))
    return `"${at}.options" must be an object, but it is ${kindOf(element.options)}.`
  const rule = element.rule === undefined ? undefined : checkRule(element.rule, at)
  if (rule)
    return rule
  if (element.elements === undefined && !layoutTypes.has(element.type))
    return undefined
  if (!Array.isArray(element.elements))
    return `"${at}.elements" must be an array, but it is ${kindOf(element.elements)}.`
  for (const [index, child] of element.elements.entries()) {
    const problem = checkUiSchema(child, `${at}.elements[${index}]`)
    if (problem)
      return problem
  }
  return undefined
}
