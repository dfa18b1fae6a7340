/** Defaults of the tags options, read by the control and by the generated docs and builder. */
export const tagsDefaults = { delimiter: ',' } as const

/**
 * Options of a list of strings edited as tags (`UInputTags`). `uniqueItems`, `maxItems` and
 * `items.maxLength` come from the schema.
 * @docsPage tags
 * @inspector tags
 */
export interface TagsOptions {
  /**
   * Required: renders the array of strings as tags.
   * @inspector none
   */
  format?: 'tags'
  /**
   * Separates tags in a pasted list, and ends a tag when typed. An empty string falls back to the default.
   * @defaultValue tagsDefaults.delimiter
   * @title Delimiter
   * @summary Separates tags in a pasted list, and ends a tag when typed.
   */
  delimiter?: string
  /** Placeholder of the text input where tags are typed (the common option, applied to that input). */
  placeholder?: string
  /** Props spread onto `UInputTags` (`size`, `variant`, `color`, `deleteIcon`, `ui`, ...). */
  inputTags?: Record<string, unknown>
}
