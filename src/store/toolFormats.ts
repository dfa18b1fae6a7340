import type Ajv from 'ajv'

/** Whole numbers from `min` to `max`: how a format names an integer type of fixed width. */
const integerIn = (min: number, max: number) => ({ type: 'number' as const, validate: (value: number) => Number.isInteger(value) && value >= min && value <= max })

/**
 * The formats other tools write (OpenAPI generators, Protobuf and Go schema generators, older
 * drafts) that `ajv-formats` has under another name or not at all: each checked as what it names.
 * `ajv-formats` itself knows OpenAPI's `int32`, `int64`, `float`, `double`, `byte`, `binary` and
 * `password`.
 */
export const integerFormats = {
  int8: integerIn(-128, 127),
  uint8: integerIn(0, 255),
  int16: integerIn(-32768, 32767),
  uint16: integerIn(0, 65535),
  uint32: integerIn(0, 4294967295),
  uint64: integerIn(0, Number.MAX_VALUE),
}

/** Names of formats `ajv-formats` checks under another name: alias → its name there. */
export const formatAliases = { 'datetime': 'date-time', 'idn-email': 'email', 'iri': 'uri', 'iri-reference': 'uri-reference' } as const

/** Adds the formats of other tools that `ajv` does not know yet (its own definitions are kept). */
export function addToolFormats(ajv: Ajv): void {
  for (const [name, format] of Object.entries(integerFormats)) {
    if (!ajv.formats[name])
      ajv.addFormat(name, format)
  }
  for (const [alias, name] of Object.entries(formatAliases)) {
    const format = ajv.formats[name]
    if (!ajv.formats[alias] && format)
      ajv.addFormat(alias, format)
  }
}

/** AJV's warning for a format it has no check for: `unknown format "x" ignored in schema at path "…"`. */
const unknownFormat = /^unknown format ".*" ignored in schema/

/**
 * The console as AJV's logger, without its warning for each use of a format it has no check for:
 * a format is an annotation where nothing checks it, and a schema of another tool may name many.
 */
export const quietLogger = {
  // AJV writes nothing through `log` (its deprecation notes are warnings).
  log: () => {},
  warn: (...args: unknown[]) => {
    if (!(typeof args[0] === 'string' && unknownFormat.test(args[0])))
      console.warn(...args)
  },
  error: (...args: unknown[]) => console.error(...args),
}
