/**
 * Options of the single-line text input (`UInput`), also used by `format: "password"`.
 * @docsPage text
 */
export interface TextOptions {
  /** Enforce the schema `maxLength` while typing and show a character counter. */
  restrict?: boolean
  /** Props spread onto `UInput` (`size`, `variant`, `ui`, ...); its icon props win over `leadingIcon` / `trailingIcon` in `inside` placement. */
  input?: Record<string, unknown>
}

/** Defaults of the textarea options; the guide's table is checked against them. */
export const textareaDefaults = { rows: 30 } as const

/**
 * Options of the multi-line text input (`UTextarea`).
 * @docsPage text
 */
export interface TextareaOptions {
  /** Must be `true` to render a textarea instead of a single-line input. */
  multi?: boolean
  /**
   * Maximum height in rows; the textarea grows with its content up to it.
   * @defaultValue textareaDefaults.rows
   */
  rows?: number
  /** Initial and minimum height in rows. */
  minRows?: number
  /** Props spread onto `UTextarea`. */
  textarea?: Record<string, unknown>
}
