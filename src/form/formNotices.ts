import type { ErrorObject } from 'ajv'
import type { coreMessages } from '../i18n/coreMessages'
import type { MessageValues } from '../i18n/messages'
import { describesNothing, unresolvedRootRef } from '../values/formSchema'
import type { TolerantCore } from './tolerantMiddleware'

/** A translatable form notice. */
export interface FormNotice {
  key: keyof typeof coreMessages
  values: MessageValues
}

/** Why the form's schema gives it no fields: a root `$ref` it could not follow (`formSchema`), a schema of no fields. */
function schemaNotices(schema: unknown): FormNotice[] {
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
  if (core.schemaError)
    notices.push({ key: 'nui.notice.schemaNotCompiled', values: { reason: core.schemaError } })
  const messages = new Set([...(core.errors ?? []), ...(core.additionalErrors ?? [])]
    .filter((error: ErrorObject) => error.instancePath === '' && error.keyword !== 'required')
    .map(error => error.message ?? 'is invalid'))
  for (const message of messages)
    notices.push({ key: 'nui.notice.dataInvalid', values: { message } })
  return notices
}
