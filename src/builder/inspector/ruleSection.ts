import type { Rule, UISchemaElement } from '@jsonforms/core'
import type { BuilderForm } from '../model/form'
import { controlScopes, propertyOf, schemaAt, topLevelScope } from '../model/scopes'

export const ruleEffects = ['HIDE', 'SHOW', 'ENABLE', 'DISABLE'] as const
export const ruleJoins = ['AND', 'OR'] as const

/** One condition: a top-level field equals a value (its text, read by the field's type). */
export interface RuleCondition {
  field?: string
  value?: string
}

/**
 * A rule the inspector and the Logic tab edit: an effect when a top-level field equals a value,
 * and, with `more`, when all (`AND`) or any (`OR`) of further such conditions hold too.
 */
export interface RuleData extends RuleCondition {
  effect?: typeof ruleEffects[number]
  join?: typeof ruleJoins[number]
  more?: RuleCondition[]
}

/** A condition as rule data: a leaf `{ scope, schema: { const } }` on a top-level field, else `undefined`. */
function leafData(condition: unknown): RuleCondition | undefined {
  const { scope, schema, type } = (condition ?? {}) as { scope?: unknown, schema?: { const?: unknown }, type?: unknown }
  const place = propertyOf(scope)
  const keys = Object.keys(schema ?? {})
  if (!place || place.parent.length || (type !== undefined && type !== 'LEAF') || keys.length !== 1 || keys[0] !== 'const')
    return undefined
  return { field: place.key, value: typeof schema!.const === 'string' ? schema!.const : JSON.stringify(schema!.const) }
}

/** The rule as inspector data, or `undefined` when it is richer than that (it is then kept as it is). */
export function ruleData(element: UISchemaElement): RuleData | undefined {
  const rule = element.rule
  if (!rule)
    return {}
  const effect = rule.effect as RuleData['effect']
  const condition = rule.condition as { type?: unknown, conditions?: unknown }
  if (condition.type === 'AND' || condition.type === 'OR') {
    const leaves = Array.isArray(condition.conditions) ? condition.conditions.map(leafData) : []
    if (!leaves.length || leaves.some(leaf => !leaf))
      return undefined
    const [first, ...more] = leaves as RuleCondition[]
    return { effect, ...first, join: condition.type, more }
  }
  const leaf = leafData(condition)
  return leaf && { effect, ...leaf }
}

/** The top-level fields a rule of the element at hand may read: every field but its own. */
export function ruleFields(form: BuilderForm, ownScope?: string): string[] {
  const keys = controlScopes(form.uischema).filter(scope => scope !== ownScope).map(scope => propertyOf(scope)).filter(place => place && !place.parent.length).map(place => place!.key)
  return [...new Set(keys)]
}

export function ruleSchema(fields: string[]) {
  // The form's own keys: kept an `enum` (`x-keys`, not made a `oneOf` of translated titles), which validates at any size.
  const field = fields.length ? { 'type': 'string', 'title': 'When field', 'enum': fields, 'x-keys': true } : { type: 'string', title: 'When field' }
  const value = { type: 'string', title: 'Equals', description: 'true, false, a number or text.' }
  return {
    type: 'object',
    properties: {
      effect: { type: 'string', title: 'Effect', enum: [...ruleEffects] },
      field,
      value,
      join: { type: 'string', title: 'With the more conditions', oneOf: [{ const: 'AND', title: 'All must hold (AND)' }, { const: 'OR', title: 'Any may hold (OR)' }] },
      more: { type: 'array', title: 'More conditions', items: { type: 'object', properties: { field, value } } },
    },
  }
}

/** The typed value a rule compares with: the field's type decides how the text is read. */
function typedValue(form: BuilderForm, field: string, text: string): unknown {
  const type = schemaAt(form.schema, ['properties', field])?.type
  if (type === 'boolean')
    return text === 'true'
  if ((type === 'number' || type === 'integer') && text.trim() !== '' && !Number.isNaN(Number(text)))
    return Number(text)
  return text
}

const leaf = (form: BuilderForm, condition: RuleCondition) => ({ scope: topLevelScope(condition.field!), schema: { const: typedValue(form, condition.field!, condition.value ?? '') } })

/**
 * The rule the inspector data describes, or `undefined` for none (an effect and a field are both
 * needed). Conditions without a field are left out; two or more join as a JSON Forms composed
 * condition (`{ type: 'AND' | 'OR', conditions }`, `AND` unless said).
 */
export function ruleFrom(form: BuilderForm, data: RuleData): Rule | undefined {
  const conditions = [data, ...(data.more ?? [])].filter(condition => !!condition?.field)
  if (!data.effect || !conditions.length)
    return undefined
  const condition = conditions.length === 1 ? leaf(form, conditions[0]) : { type: data.join ?? 'AND', conditions: conditions.map(each => leaf(form, each)) }
  return { effect: data.effect, condition } as Rule
}

/**
 * The rule data to show: what the user typed (`typed`) while it still describes the element's
 * stored rule (`stored`): a rule not complete yet (an effect without a field), or a value whose
 * text reads as the stored one (`t` on the way to `true`), stays as typed instead of being reset.
 */
export function keepTypedRule(form: BuilderForm, stored: Rule | undefined, shown: RuleData | undefined, typed: RuleData | undefined): RuleData | undefined {
  if (!typed || !shown)
    return shown
  return JSON.stringify(ruleFrom(form, typed)) === JSON.stringify(stored) ? typed : shown
}
