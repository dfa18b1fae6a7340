import type { ErrorObject } from 'ajv'
import type { TolerantCore } from './tolerantMiddleware'

/**
 * Problems that belong to no single field: a schema that could not be compiled, and validation
 * errors on the data as a whole (for example `must be object` when the data is a string).
 */
export function formNotices(core: TolerantCore | undefined): string[] {
  if (!core)
    return []
  const notices = core.schemaError ? [core.schemaError] : []
  const rootErrors = [...(core.errors ?? []), ...(core.additionalErrors ?? [])]
    .filter((error: ErrorObject) => error.instancePath === '' && error.keyword !== 'required')
  for (const error of rootErrors)
    notices.push(`The form data as a whole ${error.message ?? 'is invalid'}; the fields show what could be read.`)
  return [...new Set(notices)]
}
