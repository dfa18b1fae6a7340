/** Checks of imported values: what they are, and whether a UI schema is one the builder can edit. */
import { isPlainObject } from '../values/plainObject'
import { type Problem, kindOf } from './problem'

/** A problem at a path of the UI schema, naming what the value found there is. */
const found = (key: Problem['key'], at: string, value: unknown): Problem => ({ key, values: { at }, parts: { kind: kindOf(value) } })

/** The UI schema types that hold other elements and need an `elements` list. */
const layoutTypes = new Set(['VerticalLayout', 'HorizontalLayout', 'Group', 'Categorization', 'Category'])

function checkRule(rule: unknown, at: string): Problem | undefined {
  if (!isPlainObject(rule))
    return found('nui.builder.import.ruleNotObject', at, rule)
  if (typeof rule.effect !== 'string')
    return found('nui.builder.import.ruleEffect', at, rule.effect)
  if (!isPlainObject(rule.condition))
    return found('nui.builder.import.ruleCondition', at, rule.condition)
  return undefined
}

/**
 * The first problem of a UI schema element and everything inside it, with its path from `at`
 * (`uischema.elements[1].options`), or `undefined` when the tree, the inspector and JSON Forms
 * can all read it. An element of a type the builder does not know is accepted as it is.
 */
export function checkUiSchema(element: unknown, at = 'uischema'): Problem | undefined {
  if (!isPlainObject(element))
    return found('nui.builder.import.elementNotObject', at, element)
  if (typeof element.type !== 'string' || element.type === '')
    return { key: 'nui.builder.import.elementType', values: { at } }
  if (element.type === 'Control' && typeof element.scope !== 'string')
    return found('nui.builder.import.controlScope', at, element.scope)
  if (element.options !== undefined && !isPlainObject(element.options))
    return found('nui.builder.import.optionsNotObject', at, element.options)
  const rule = element.rule === undefined ? undefined : checkRule(element.rule, at)
  if (rule)
    return rule
  if (element.elements === undefined && !layoutTypes.has(element.type))
    return undefined
  if (!Array.isArray(element.elements))
    return found('nui.builder.import.elementsNotArray', at, element.elements)
  for (const [index, child] of element.elements.entries()) {
    const problem = checkUiSchema(child, `${at}.elements[${index}]`)
    if (problem)
      return problem
  }
  return undefined
}
