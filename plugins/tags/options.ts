/** Defaults of the tags options; the guide's table is checked against them. */
export const tagsDefaults = { delimiter: ',' } as const

/**
 * Options of a list of strings edited as tags (`UInputTags`). `uniqueItems`, `maxItems` and
 * `items.maxLength` come from the schema.
 * @docsPage tags
 */
export interface TagsOptions {
  /** Must be `"tags"` to render an array of strings as tags. */
  format?: 'tags'
  /**
   * Separates tags in a pasted list, and ends a tag when typed.
   * @defaultValue tagsDefaults.delimiter
   */
  delimiter?: string
  /** Placeholder of the text input where tags are typed (the common option, applied to that input). */
  placeholder?: string
  /** Props spread onto `UInputTags` (`size`, `variant`, `color`, `deleteIcon`, `ui`, ...). */
  inputTags?: Record<string, unknown>
}
