import type { ErrorObject } from 'ajv'
import type { coreMessages } from '../i18n/coreMessages'
import type { MessageValues } from '../i18n/messages'
import { unknownMetaSchema } from '../store/schemaDraft'
import { describesNothing, unresolvedRootRef } from '../values/formSchema'
import { schemaHolds } from '../values/schemaHolds'
import type { TolerantCore } from './tolerantMiddleware'

/** A translatable form notice. */
export interface FormNotice {
  key: keyof typeof coreMessages
  values: MessageValues
}

/**
 * What the form makes differently of the schema than it says: a `$schema` of no draft it knows
 * (validated as draft-07), a root `$ref` it could not follow (`formSchema`), a schema of no fields.
 */
function schemaNotices(schema: unknown): FormNotice[] {
  const uri = unknownMetaSchema(schema)
  const draft: FormNotice[] = uri === undefined ? [] : [{ key: 'nui.notice.unknownMetaSchema', values: { uri } }]
  return [...draft, ...fieldNotices(schema)]
}

function fieldNotices(schema: unknown): FormNotice[] {
  const ref = unresolvedRootRef(schema)
  if (ref !== undefined)
    return [{ key: 'nui.notice.rootRefUnresolved', values: { ref } }]
  return describesNothing(schema) ? [{ key: 'nui.notice.noFields', values: {} }] : []
}

/**
 * Problems that belong to no single field: a schema that could not be compiled, and validation
 * errors on the data as a whole (for example `must be object` when the data is a string).
 */
export function formNotices(core: TolerantCore | undefined): FormNotice[] {
  if (!core)
    return []
  const notices: FormNotice[] = schemaNotices(core.schema)
  if (!notices.length && hasNoElements(core.uischema))
    notices.push({ key: 'nui.notice.noFieldsToShow', values: { holds: schemaHolds(core.schema) } })
  if (core.schemaError)
    notices.push({ key: 'nui.notice.schemaNotCompiled', values: { reason: core.schemaError } })
  // A form mounted without data has nothing wrong with it yet: its fields say what they need.
  const validated = core.data === undefined ? [] : core.errors ?? []
  const messages = new Set([...validated, ...(core.additionalErrors ?? [])]
    .filter((error: ErrorObject) => error.instancePath === '' && error.keyword !== 'required')
    .map(error => error.message ?? 'is invalid'))
  for (const message of messages)
    notices.push({ key: 'nui.notice.dataInvalid', values: { message } })
  return notices
}

/** A root layout without elements: a schema of no `properties` generates one. */
function hasNoElements(uischema: unknown): boolean {
  const elements = (uischema as { elements?: unknown } | undefined)?.elements
  return Array.isArray(elements) && elements.length === 0
}
