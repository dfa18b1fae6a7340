import type Ajv from 'ajv'

/** Format name → how AJV checks it (`true`: any string; the format is an annotation). */
export type FormatChecks = Readonly<Record<string, true | RegExp>>

/** Adds the `formats` that `ajv` does not know yet (its own definitions are kept); returns `ajv`. */
export function addFormats<T extends Ajv>(ajv: T, formats: FormatChecks): T {
  for (const [name, format] of Object.entries(formats)) {
    if (!ajv.formats[name])
      ajv.addFormat(name, format)
  }
  return ajv
}

/** The format declarations merged into one, the first declaration of a name winning. */
export function mergeFormats(declarations: Iterable<FormatChecks | undefined>): FormatChecks {
  const formats: Record<string, true | RegExp> = {}
  for (const declared of declarations) {
    for (const [name, check] of Object.entries(declared ?? {}))
      formats[name] ??= check
  }
  return Object.freeze(formats)
}
