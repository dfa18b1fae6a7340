import { type ErrorTranslator, type Translator, getControlPath, getI18nKey } from '@jsonforms/core'
import type { ErrorObject } from 'ajv'
import { type MessageValues, defineMessages, formatMessage } from './messages'

/**
 * The English sentence of each AJV keyword, under JSON Forms' error keys (`error.<keyword>`), and
 * of each format and type (`error.format.<format>`, `error.type.<type>`). `{limit}` and the other
 * placeholders are the error's `params`.
 */
export const errorMessages = defineMessages({
  'error.required': 'Required',
  'error.dependentRequired': 'Required',
  'error.dependencies': 'Required',
  'error.minLength': '{limit, plural, one {At least # character} other {At least # characters}}',
  'error.maxLength': '{limit, plural, one {At most # character} other {At most # characters}}',
  'error.minItems': '{limit, plural, one {At least # item} other {At least # items}}',
  'error.maxItems': '{limit, plural, one {At most # item} other {At most # items}}',
  'error.minProperties': '{limit, plural, one {At least # entry} other {At least # entries}}',
  'error.maxProperties': '{limit, plural, one {At most # entry} other {At most # entries}}',
  'error.minContains': '{limit, plural, one {At least # matching item} other {At least # matching items}}',
  'error.maxContains': '{limit, plural, one {At most # matching item} other {At most # matching items}}',
  'error.minimum': 'Must be at least {limit}',
  'error.maximum': 'Must be at most {limit}',
  'error.exclusiveMinimum': 'Must be more than {limit}',
  'error.exclusiveMaximum': 'Must be less than {limit}',
  'error.multipleOf': 'Must be a multiple of {multipleOf}',
  'error.pattern': 'Is not in the expected format',
  'error.format': 'Must be a valid {format}',
  'error.format.email': 'Must be a valid email address',
  'error.format.idn-email': 'Must be a valid email address',
  'error.format.uri': 'Must be a valid URL',
  'error.format.url': 'Must be a valid URL',
  'error.format.iri': 'Must be a valid URL',
  'error.format.uri-reference': 'Must be a valid URL or path',
  'error.format.date': 'Must be a valid date',
  'error.format.time': 'Must be a valid time',
  'error.format.date-time': 'Must be a valid date and time',
  'error.format.duration': 'Must be a valid duration',
  'error.format.ipv4': 'Must be a valid IPv4 address',
  'error.format.ipv6': 'Must be a valid IPv6 address',
  'error.format.hostname': 'Must be a valid host name',
  'error.format.uuid': 'Must be a valid UUID',
  'error.format.regex': 'Must be a valid regular expression',
  'error.format.color': 'Must be a valid colour',
  'error.type': 'Must be of type {type}',
  'error.type.string': 'Must be text',
  'error.type.number': 'Must be a number',
  'error.type.integer': 'Must be a whole number',
  'error.type.boolean': 'Must be yes or no',
  'error.type.array': 'Must be a list',
  'error.type.object': 'Must be a group of fields',
  'error.type.null': 'Must be empty',
  'error.enum': 'Must be one of the allowed values',
  'error.const': 'Must be {allowedValue}',
  'error.uniqueItems': 'Must not contain duplicate items',
  'error.contains': 'Must contain a matching item',
  'error.additionalProperties': 'Unknown field "{additionalProperty}"',
  'error.unevaluatedProperties': 'Unknown field "{unevaluatedProperty}"',
  'error.additionalItems': '{limit, plural, one {At most # item} other {At most # items}}',
  'error.unevaluatedItems': '{len, plural, one {At most # item} other {At most # items}}',
  'error.propertyNames': 'Field name "{propertyName}" is not allowed',
  'error.oneOf': 'Must match exactly one option',
  'error.anyOf': 'Must match one of the options',
  'error.not': 'Is not allowed',
  'error.if': 'Does not meet a condition of the form',
  'error.false schema': 'Is not allowed',
})

/** The keyword whose sentence an error gets: the required property's for `dependencies`. */
const variantOf = (error: ErrorObject): string | undefined => {
  const params = error.params as Record<string, unknown>
  if (error.keyword === 'format' && typeof params.format === 'string')
    return params.format
  if (error.keyword === 'type' && typeof params.type === 'string')
    return params.type
  return undefined
}

/** An error's params as message values: strings and numbers as they are, other values as JSON. */
export function errorValues(error: ErrorObject): MessageValues {
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(error.params ?? {}))
    values[name] = typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value) ?? ''
  return values
}

/**
 * The message of one error, in words a person reads, as every field, the error summary and the
 * builder's Check show it. The schema's own `errorMessage` (ajv-errors) wins; then the host's
 * translation of `<path>.error.<keyword>` (JSON Forms' key for one field), of
 * `error.<keyword>.<format or type>` and of `error.<keyword>`, with `{limit}` and the other
 * params filled in; then the English sentence of `errorMessages`; AJV's own message last.
 */
export function errorMessage(error: ErrorObject, t: Translator | undefined, uischema?: unknown, locale?: string): string {
  if (error.keyword === 'errorMessage')
    return error.message ?? ''
  const values = errorValues(error)
  const context = { error, ...values }
  const format = (text: unknown) => typeof text === 'string' ? formatMessage(text, values, locale) : undefined
  const keyword = `error.${error.keyword}`
  const variant = variantOf(error)
  const variantKey = variant === undefined ? undefined : `${keyword}.${variant}`
  const translated = t && (
    format(t(getI18nKey(error.parentSchema, uischema, getControlPath(error), keyword), undefined, context))
    ?? (variantKey && format(t(variantKey, undefined, context)))
    ?? format(t(keyword, undefined, context)))
  if (translated !== undefined)
    return translated
  const english = (variantKey && errorMessages[variantKey as keyof typeof errorMessages]) || errorMessages[keyword as keyof typeof errorMessages]
  return english ? formatMessage(english, values, 'en') : error.message ?? ''
}

/** The form's error translator (JSON Forms' `i18n.translateError`) in `locale`: `errorMessage`. */
export function errorTranslator(locale?: string): ErrorTranslator {
  return (error, t, uischema) => errorMessage(error as ErrorObject, t, uischema, locale)
}
