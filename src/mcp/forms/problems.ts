/** The kinds of problem `check_form` reports. */
export const problemKinds = [
  'uischema-invalid',
  'unknown-option',
  'option-type',
  'scope-unresolved',
  'no-renderer',
  'unknown-format',
  'rule-scope-unresolved',
  'schema-not-compiled',
  'all-renderers',
] as const

/** One problem of a form, at an exact place, with a fix. */
export interface Problem {
  kind: typeof problemKinds[number]
  /** `error`: the form will not show what was meant; `warning`: it shows, not as meant; `info`: a note. */
  severity: 'error' | 'warning' | 'info'
  /** Which input the pointer is in. */
  in: 'schema' | 'uischema'
  /** JSON Pointer into that input. */
  pointer: string
  message: string
  fix: string
}
