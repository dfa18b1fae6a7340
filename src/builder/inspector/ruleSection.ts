import type { Rule, UISchemaElement } from '@jsonforms/core'
import type { BuilderForm } from '../model/form'
import { controlScopes, propertyOf, schemaAt, topLevelScope } from '../model/scopes'

/** A rule the inspector can edit: an effect when a top-level field equals a value. */
export interface RuleData {
  effect?: 'HIDE' | 'SHOW' | 'ENABLE' | 'DISABLE'
  field?: string
  value?: string
}

/** The rule as inspector data, or `undefined` when it is richer than that (it is then kept as it is). */
export function ruleData(element: UISchemaElement): RuleData | undefined {
  const rule = element.rule
  if (!rule)
    return {}
  const condition = rule.condition as { scope?: unknown, schema?: { const?: unknown }, type?: unknown }
  const place = propertyOf(condition.scope)
  const keys = Object.keys(condition.schema ?? {})
  if (!place || place.parent.length || (condition.type !== undefined && condition.type !== 'LEAF') || keys.length !== 1 || keys[0] !== 'const')
    return undefined
  return { effect: rule.effect as RuleData['effect'], field: place.key, value: typeof condition.schema!.const === 'string' ? condition.schema!.const : JSON.stringify(condition.schema!.const) }
}

/** The top-level fields a rule of the element at hand may read: every field but its own. */
export function ruleFields(form: BuilderForm, ownScope?: string): string[] {
  const keys = controlScopes(form.uischema).filter(scope => scope !== ownScope).map(scope => propertyOf(scope)).filter(place => place && !place.parent.length).map(place => place!.key)
  return [...new Set(keys)]
}

export function ruleSchema(fields: string[]) {
  return {
    type: 'object',
    properties: {
      effect: { type: 'string', title: 'Effect', enum: ['HIDE', 'SHOW', 'ENABLE', 'DISABLE'] },
      // The form's own keys: kept an `enum` (`x-keys`, not made a `oneOf` of translated titles), which validates at any size.
      field: fields.length ? { 'type': 'string', 'title': 'When field', 'enum': fields, 'x-keys': true } : { type: 'string', title: 'When field' },
      value: { type: 'string', title: 'Equals', description: 'true, false, a number or text.' },
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

/** The rule the inspector data describes, or `undefined` for none (an effect and a field are both needed). */
export function ruleFrom(form: BuilderForm, data: RuleData): Rule | undefined {
  if (!data.effect || !data.field)
    return undefined
  return { effect: data.effect, condition: { scope: topLevelScope(data.field), schema: { const: typedValue(form, data.field, data.value ?? '') } } } as Rule
}
