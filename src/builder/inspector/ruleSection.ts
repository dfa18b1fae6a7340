import type { Rule, UISchemaElement } from '@jsonforms/core'
import type { BuilderForm } from '../model/form'
import { controlScopes, propertyOf, schemaAt, topLevelScope } from '../model/scopes'

export const ruleEffects = ['HIDE', 'SHOW', 'ENABLE', 'DISABLE'] as const
export const ruleJoins = ['AND', 'OR'] as const
/** How a condition compares its field with the value: equal to it, or (a number field) at most or at least it. */
export const ruleTests = ['equals', 'atMost', 'atLeast'] as const
type RuleTest = typeof ruleTests[number]
/** The JSON Schema keyword of each bound test. */
const boundKeywords = { atMost: 'maximum', atLeast: 'minimum' } as const

/** One condition: a top-level field equals a value (its text, read by the field's type), or is at most or at least a number. */
export interface RuleCondition {
  field?: string
  /** `equals` when left out. */
  test?: RuleTest
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

/**
 * A condition as rule data, else `undefined`: on a top-level field, a leaf `{ scope, schema: { const } }`,
 * or a bound `{ scope, schema: { maximum } | { minimum }, failWhenUndefined: true }` (at most, at least a number).
 */
function leafData(condition: unknown): RuleCondition | undefined {
  const { scope, schema, type, failWhenUndefined } = (condition ?? {}) as { scope?: unknown, schema?: Record<string, unknown>, type?: unknown, failWhenUndefined?: unknown }
  const place = propertyOf(scope)
  const keys = Object.keys(schema ?? {})
  if (!place || place.parent.length || (type !== undefined && type !== 'LEAF') || keys.length !== 1)
    return undefined
  const [keyword] = keys
  const value = schema![keyword]
  if (keyword === 'const')
    return { field: place.key, value: typeof value === 'string' ? value : JSON.stringify(value) }
  const test = (Object.keys(boundKeywords) as (keyof typeof boundKeywords)[]).find(name => boundKeywords[name] === keyword)
  return test && typeof value === 'number' && failWhenUndefined === true ? { field: place.key, test, value: String(value) } : undefined
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
  const test = { type: 'string', title: 'Test', oneOf: [{ const: 'equals', title: 'equals' }, { const: 'atMost', title: 'is at most (≤)' }, { const: 'atLeast', title: 'is at least (≥)' }] }
  const value = { type: 'string', title: 'Value', description: 'true, false, a number or text. Blank, for a checkbox or a switch: true.' }
  return {
    type: 'object',
    properties: {
      effect: { type: 'string', title: 'Effect', enum: [...ruleEffects] },
      field,
      test,
      value,
      join: { type: 'string', title: 'With the more conditions', oneOf: [{ const: 'AND', title: 'All must hold (AND)' }, { const: 'OR', title: 'Any may hold (OR)' }] },
      more: { type: 'array', title: 'More conditions', items: { type: 'object', properties: { field, test, value } } },
    },
  }
}

/** The typed value a rule compares with: the field's type decides how the text is read (a blank one for a boolean: `true`, the field on). */
function typedValue(form: BuilderForm, field: string, text: string): unknown {
  const type = schemaAt(form.schema, ['properties', field])?.type
  if (type === 'boolean')
    return text.trim() === '' || text.trim() === 'true'
  if ((type === 'number' || type === 'integer') && text.trim() !== '' && !Number.isNaN(Number(text)))
    return Number(text)
  return text
}

/** The JSON Forms condition of one rule condition: a bound test once its value reads as a number, else equality. */
function leaf(form: BuilderForm, condition: RuleCondition) {
  const scope = topLevelScope(condition.field!)
  const value = typedValue(form, condition.field!, condition.value ?? '')
  const test = condition.test
  // Without a value the field's condition fails (JSON Forms would validate `undefined` against the bound, and pass).
  return test && test !== 'equals' && typeof value === 'number'
    ? { scope, schema: { [boundKeywords[test]]: value }, failWhenUndefined: true }
    : { scope, schema: { const: value } }
}

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

/** A condition typed without a value shows the value it stands for (`true` for a checkbox or a switch). */
const withValue = (typed: RuleCondition, shown: RuleCondition | undefined): RuleCondition => ((typed.value ?? '') === '' && shown?.value ? { ...typed, value: shown.value } : typed)

/**
 * The rule data to show: what the user typed (`typed`) while it still describes the element's
 * stored rule (`stored`): a rule not complete yet (an effect without a field), or a value whose
 * text reads as the stored one (`t` on the way to `true`), stays as typed instead of being reset.
 */
export function keepTypedRule(form: BuilderForm, stored: Rule | undefined, shown: RuleData | undefined, typed: RuleData | undefined): RuleData | undefined {
  if (!typed || !shown)
    return shown
  if (JSON.stringify(ruleFrom(form, typed)) !== JSON.stringify(stored))
    return shown
  return { ...withValue(typed, shown), ...(typed.more && { more: typed.more.map((condition, index) => withValue(condition, shown.more?.[index])) }) }
}
