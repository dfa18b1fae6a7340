/**
 * Options of the single-line text input (`UInput`), also used by `format: "password"`.
 * @docsPage text
 * @inspector text password textarea
 */
export interface TextOptions {
  /**
   * Enforces the schema `maxLength` while typing (longer input is cut) and shows a character
   * counter such as `12/40` beside the label. Without `maxLength` in the schema it does nothing.
   * @title Restrict to max length
   * @summary Enforce the schema maxLength while typing and show a character counter.
   */
  restrict?: boolean
  /**
   * Props spread onto `UInput` (`size`, `variant`, `ui`, ...). With `iconPlacement: "inside"`, its
   * `leadingIcon` / `trailingIcon` win over the common `leadingIcon` / `trailingIcon`.
   */
  input?: Record<string, unknown>
}

/** Defaults of the textarea options, read by the control and by the generated docs and builder. */
export const textareaDefaults = { rows: 30 } as const

/**
 * Options of the multi-line text input (`UTextarea`).
 * @docsPage text
 * @inspector textarea
 */
export interface TextareaOptions {
  /**
   * Must be `true` to render a textarea instead of a single-line input.
   * @title Multi-line
   * @summary Render a textarea instead of a single-line input.
   * @inspector text textarea
   */
  multi?: boolean
  /**
   * Maximum height in rows; the textarea grows with its content up to it (autoresize).
   * @defaultValue textareaDefaults.rows
   * @title Maximum rows
   * @summary Maximum height in rows; the textarea grows with its content up to it.
   * @integer
   * @minimum 1
   */
  rows?: number
  /**
   * Initial and minimum height in rows.
   * @title Minimum rows
   * @integer
   * @minimum 1
   */
  minRows?: number
  /** Props spread onto `UTextarea`. */
  textarea?: Record<string, unknown>
}
